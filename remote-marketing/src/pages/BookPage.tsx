import { Badge, Card, CardGrid, Container, PageMeta, Section, SideBySide, theme, useSiteConfig } from '@estefania/shared';
import { JsonLd } from '@estefania/shared/structured-data';
import cover from '../features/book/assets/portada-aeo.svg';
import { CircleCheck, CircleMinus } from 'lucide-react';
import { islands } from '../islands';
import { bookJsonLd } from '../features/book/bookJsonLd';
import { bookContent as c } from '../features/book/content/book';
import { paths } from '../routes';

export default function BookPage() {
  const { siteUrl } = useSiteConfig();
  const pageUrl = `${siteUrl}${paths.book}`;
  return (
    <>
      <PageMeta {...c.meta} type="book" />
      <JsonLd data={bookJsonLd({ pageUrl, coverUrl: new URL(cover, `${siteUrl}/`).href })} />
      <section
        css={{
          padding: `${theme.space(16)} 0 ${theme.space(12)}`,
          background: `linear-gradient(180deg, ${theme.colors.brandSoft} 0%, ${theme.colors.surface} 100%)`,
        }}
      >
        <Container>
          <SideBySide columns="1.4fr 1fr" gap={10}>
            <div>
              <Badge>{c.badge}</Badge>
              <h1 css={{ fontSize: 'clamp(2rem, 5vw, 3rem)', letterSpacing: '-0.02em', marginTop: theme.space(4) }}>{c.title}</h1>
              <p css={{ fontSize: theme.fontSizes.lg, color: theme.colors.muted, maxWidth: '52ch' }}>{c.lead}</p>
              <div css={{ marginTop: theme.space(6) }}>
                <islands.BookWaitlist />
              </div>
            </div>
            <img
              src={cover}
              alt={c.coverAlt}
              width={360}
              height={480}
              css={{
                display: 'block',
                justifySelf: 'center',
                width: 'min(100%, 300px)',
                height: 'auto',
                aspectRatio: '360 / 480',
              }}
            />
          </SideBySide>
        </Container>
      </section>

      <Section aria-labelledby="libro-datos">
        <h2 id="libro-datos">{c.stats.title}</h2>
        <CardGrid minWidth={280}>
          {c.stats.items.map((stat) => (
            <li key={stat.value}>
              <Card css={{ height: '100%' }}>
                <p css={{ fontSize: theme.fontSizes['2xl'], fontWeight: 800, color: theme.colors.brand, margin: 0 }}>
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
