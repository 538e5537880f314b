import { Link } from 'react-router';
import { ButtonLink, Card, Hero, PageMeta, Section, industries, paths, theme } from '@estefania/shared';
import { industriesIndexContent as content } from '../content/pages';

export default function IndustriesPage() {
  return (
    <>
      <PageMeta {...content.meta} />
      <Hero title={content.title} lead={content.lead}>
        <ButtonLink to={paths.pricing}>Empieza gratis</ButtonLink>
      </Hero>
      <Section>
        <ul
          css={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: theme.space(5),
            gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
          }}
        >
          {industries.map((industry) => (
            <li key={industry.slug}>
              <Card css={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
                <h2 css={{ fontSize: theme.fontSizes.lg }}>{industry.name}</h2>
                <p css={{ color: theme.colors.muted, flex: 1 }}>{industry.description}</p>
                <Link to={paths.industry(industry.slug)} aria-label={`${content.moreInfo} sobre ${industry.name}`}>
                  {content.moreInfo}
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
