import { Badge, Card, CardGrid, Hero, PageMeta, Section, theme } from '@estefania/shared';
import { CircleCheck, CircleMinus } from 'lucide-react';
import { BookWaitlist } from '../components/book/BookWaitlist';
import { bookContent as c } from '../content/book';

export default function BookPage() {
  return (
    <>
      <PageMeta {...c.meta} />
      <Hero eyebrow={<Badge>{c.badge}</Badge>} title={c.title} lead={c.lead}>
        <BookWaitlist />
      </Hero>

      <Section aria-labelledby="libro-datos">
        <h2 id="libro-datos">{c.stats.title}</h2>
        <CardGrid minWidth={240}>
          {c.stats.items.map((stat) => (
            <li key={stat.value}>
              <Card css={{ height: '100%' }}>
                <p css={{ fontSize: theme.fontSizes['3xl'], fontWeight: 800, color: theme.colors.brand, margin: 0 }}>
                  {stat.value}
                </p>
                <p css={{ margin: 0, color: theme.colors.muted }}>{stat.label}</p>
              </Card>
            </li>
          ))}
        </CardGrid>
      </Section>

      <Section tone="alt" aria-labelledby="libro-comparativa">
        <h2 id="libro-comparativa">{c.comparison.title}</h2>
        <p css={{ maxWidth: '65ch' }}>{c.comparison.intro}</p>
        <div css={{ display: 'grid', gap: theme.space(5), [theme.media.md]: { gridTemplateColumns: '1fr 1fr' } }}>
          {[
            { list: c.comparison.seo, Icon: CircleMinus, colour: theme.colors.muted },
            { list: c.comparison.aeo, Icon: CircleCheck, colour: theme.colors.success },
          ].map(({ list, Icon, colour }) => (
            <Card key={list.title}>
              <h3 css={{ fontSize: theme.fontSizes.xl }}>{list.title}</h3>
              <ul css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: theme.space(2) }}>
                {list.items.map((item) => (
                  <li key={item} css={{ display: 'flex', gap: theme.space(2) }}>
                    <Icon aria-hidden="true" size={20} css={{ flex: 'none', marginTop: 3, color: colour }} />
                    {item}
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      </Section>

      <Section aria-labelledby="libro-aprenderas">
        <h2 id="libro-aprenderas">{c.learn.title}</h2>
        <ul css={{ paddingLeft: theme.space(5), display: 'grid', gap: theme.space(2), margin: 0 }}>
          {c.learn.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>
    </>
  );
}
