import { Link } from 'react-router';
import { ButtonLink, Card, CardGrid, Hero, PageMeta, Section, industries, paths, theme } from '@estefania/shared';
import { industriesIndexContent as content } from '../content/pages';

export default function IndustriesPage() {
  return (
    <>
      <PageMeta {...content.meta} />
      <Hero title={content.title} lead={content.lead}>
        <ButtonLink to={paths.pricing}>Empieza gratis</ButtonLink>
      </Hero>
      <Section>
        <CardGrid>
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
        </CardGrid>
      </Section>
    </>
  );
}
