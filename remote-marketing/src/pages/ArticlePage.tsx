import type { ReactNode } from 'react';
import {
  ActionRow,
  Badge,
  ButtonLink,
  Card,
  Container,
  Hero,
  TitledCard,
  LOGO_PATH,
  PageMeta,
  theme,
  useSiteConfig,
} from '@estefania/shared';
import { faqPageJsonLd, JsonLd } from '@estefania/shared/structured-data';
import { CircleCheck, Lightbulb } from 'lucide-react';
import heroImage from '../features/blog/assets/ia-pymes.svg?no-inline';
import { islands } from '../islands';
import { SectorCostTable, TraditionalVsAiTable } from '../features/article/CostTables';
import { articleJsonLd } from '../features/article/articleJsonLd';
import { BreadcrumbData, blogCrumb } from '../components/BreadcrumbData';
import { articleContent as c, articleSections as s, type ArticleSectionRef } from '../features/article/content/article';
import { paths } from '../routes';

function ArticleSection({ section, children }: { section: ArticleSectionRef; children: ReactNode }) {
  return (
    <section aria-labelledby={section.id} css={{ marginTop: theme.space(14) }}>
      <h2 id={section.id} css={{ fontSize: theme.fontSizes['2xl'] }}>
        {section.title}
      </h2>
      {children}
    </section>
  );
}

const listStyles = { paddingLeft: theme.space(5), margin: 0, display: 'grid', gap: theme.space(2) } as const;

export default function ArticlePage() {
  // Absolute URLs from the configured origin: the server and the browser write the same data.
  const { siteUrl } = useSiteConfig();
  const absolute = (url: string) => new URL(url, `${siteUrl}/`).href;
  const pageUrl = absolute(paths.article);
  const jsonLd = articleJsonLd({ pageUrl, imageUrl: absolute(heroImage), logoUrl: absolute(LOGO_PATH) });
  const toc = Object.values(s);

  return (
    <article>
      <PageMeta {...c.meta} type="article" />
      <JsonLd data={jsonLd} />
      <JsonLd data={faqPageJsonLd(c.faqs)} />
      <BreadcrumbData trail={[blogCrumb, { name: c.title, path: paths.article }]} />
      <Hero eyebrow={<Badge>{c.category}</Badge>} title={c.title} lead={c.lead}>
        <p css={{ margin: 0, color: theme.colors.muted, fontSize: theme.fontSizes.sm }}>
          Por <strong css={{ color: theme.colors.text }}>{c.author.name}</strong> · {c.updatedPrefix}{' '}
          <time dateTime={c.updated.iso}>{c.updated.label}</time> · {c.readingTime}
        </p>
      </Hero>
      <Container css={{ maxWidth: '820px', paddingBottom: theme.space(16) }}>
        {/* On a phone the largest thing in the first screen, so the page's LCP: fetched first. */}
        <img
          src={heroImage}
          alt={c.imageAlt}
          width={640}
          height={360}
          fetchPriority="high"
          css={{ display: 'block', width: '100%', height: 'auto', borderRadius: theme.radii.lg, aspectRatio: '640 / 360' }}
        />

        <nav aria-labelledby="indice-articulo" css={{ marginTop: theme.space(8) }}>
          <h2 id="indice-articulo" css={{ fontSize: theme.fontSizes.lg }}>
            {c.tocTitle}
          </h2>
          <ol css={listStyles}>
            {toc.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>

        <div css={{ marginTop: theme.space(8), fontSize: theme.fontSizes.lg }}>
          {c.intro.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>

        <aside
          aria-labelledby={s.quickAnswer.id}
          css={{
            marginTop: theme.space(8),
            padding: theme.space(6),
            borderRadius: theme.radii.lg,
            borderLeft: `6px solid ${theme.colors.brand}`,
            background: theme.colors.brandSoft,
          }}
        >
          <h2
            id={s.quickAnswer.id}
            css={{ fontSize: theme.fontSizes.xl, display: 'flex', gap: theme.space(2), alignItems: 'center' }}
          >
            <Lightbulb aria-hidden="true" size={24} /> {c.quickAnswer.title}
          </h2>
          <p>{c.quickAnswer.text}</p>
          <ul css={listStyles}>
            {c.quickAnswer.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </aside>

        <ArticleSection section={s.applications}>
          <ol css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: theme.space(6) }}>
            {c.applications.map((application, index) => (
              <li key={application.title}>
                <h3 css={{ fontSize: theme.fontSizes.xl }}>
                  {index + 1}. {application.title}
                </h3>
                <p>{application.description}</p>
                <p css={{ margin: 0, color: theme.colors.muted }}>
                  <strong>Ejemplo:</strong> {application.example}
                </p>
              </li>
            ))}
          </ol>
        </ArticleSection>

        <ArticleSection section={s.cases}>
          <p css={{ color: theme.colors.muted, fontSize: theme.fontSizes.sm }}>{c.casesNote}</p>
          <ul css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: theme.space(5) }}>
            {c.cases.map((item) => (
              <li key={item.business}>
                <Card>
                  <h3 css={{ fontSize: theme.fontSizes.xl }}>{item.business}</h3>
                  <dl css={{ margin: 0, display: 'grid', gap: theme.space(2), dt: { fontWeight: 700 }, dd: { margin: 0 } }}>
                    <dt>El reto</dt>
                    <dd>{item.challenge}</dd>
                    <dt>La solución</dt>
                    <dd>{item.solution}</dd>
                    <dt>El resultado</dt>
                    <dd>{item.result}</dd>
                  </dl>
                </Card>
              </li>
            ))}
          </ul>
        </ArticleSection>

        <ArticleSection section={s.costs}>
          <p>{c.costs.intro}</p>
          <SectorCostTable />
          <p css={{ color: theme.colors.muted, fontSize: theme.fontSizes.sm }}>{c.costs.note}</p>
          <p>
            {c.inlineCta.text} <a href={c.ctas.pricingHref}>{c.inlineCta.link}</a>.
          </p>
        </ArticleSection>

        <ArticleSection section={s.comparison}>
          <p>{c.comparison.intro}</p>
          <TraditionalVsAiTable />
        </ArticleSection>

        <ArticleSection section={s.checklist}>
          <p>{c.checklist.intro}</p>
          <islands.ReadinessChecklist />
        </ArticleSection>

        <ArticleSection section={s.plan}>
          <p>{c.plan.intro}</p>
          <ol
            css={{
              listStyle: 'none',
              padding: 0,
              margin: 0,
              display: 'grid',
              gap: theme.space(5),
              [theme.media.md]: { gridTemplateColumns: '1fr 1fr' },
            }}
          >
            {c.plan.weeks.map((week) => (
              <li key={week.week}>
                <TitledCard title={`${week.week}: ${week.title}`}>
                  <ul css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: theme.space(2) }}>
                    {week.tasks.map((task) => (
                      <li key={task} css={{ display: 'flex', gap: theme.space(2) }}>
                        <CircleCheck
                          aria-hidden="true"
                          size={20}
                          css={{ flex: 'none', marginTop: 3, color: theme.colors.success }}
                        />
                        {task}
                      </li>
                    ))}
                  </ul>
                </TitledCard>
              </li>
            ))}
          </ol>
        </ArticleSection>

        <section
          aria-labelledby="cta-articulo"
          css={{
            marginTop: theme.space(14),
            padding: theme.space(8),
            borderRadius: theme.radii.lg,
            background: theme.colors.brandDark,
            color: theme.colors.onBrand,
          }}
        >
          <h2 id="cta-articulo" css={{ fontSize: theme.fontSizes['2xl'] }}>
            {c.ctas.title}
          </h2>
          <p css={{ color: '#e0e7ff' }}>{c.ctas.text}</p>
          <ActionRow>
            <ButtonLink href={c.ctas.pricingHref} variant="secondary">
              {c.ctas.pricing}
            </ButtonLink>
            <ButtonLink
              href={c.ctas.demoHref}
              variant="ghost"
              css={{
                color: theme.colors.onBrand,
                borderColor: theme.colors.onBrand,
                '&:hover': { background: 'rgb(255 255 255 / 12%)' },
              }}
            >
              {c.ctas.demo}
            </ButtonLink>
          </ActionRow>
        </section>

        <ArticleSection section={s.faqs}>
          <div css={{ display: 'grid', gap: theme.space(5) }}>
            {c.faqs.map((faq) => (
              <div key={faq.question}>
                <h3 css={{ fontSize: theme.fontSizes.lg }}>{faq.question}</h3>
                <p css={{ margin: 0 }}>{faq.answer}</p>
              </div>
            ))}
          </div>
        </ArticleSection>

        <ArticleSection section={s.references}>
          <ol css={listStyles}>
            {c.references.map((reference) => (
              <li key={reference.href}>
                <a href={reference.href} rel="noopener noreferrer">
                  {reference.label}
                </a>
              </li>
            ))}
          </ol>
        </ArticleSection>

        <footer
          css={{
            marginTop: theme.space(14),
            paddingTop: theme.space(6),
            borderTop: `1px solid ${theme.colors.border}`,
            color: theme.colors.muted,
          }}
        >
          <p>
            <strong css={{ color: theme.colors.text }}>Sobre el autor:</strong> {c.author.name}. {c.author.bio}
          </p>
          <p css={{ margin: 0 }}>
            {c.updatedPrefix} <time dateTime={c.updated.iso}>{c.updated.label}</time>
          </p>
        </footer>
      </Container>
    </article>
  );
}
