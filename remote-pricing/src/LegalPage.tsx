import type { ReactNode } from 'react';
import { Container, PageMeta, theme } from '@estefania/shared';
import type { LegalDocument } from './content/legal';

/** Shared layout of the four legal pages: title, last update, table of contents, sections. */
export function LegalPage({ document, children }: { document: LegalDocument; children?: ReactNode }) {
  return (
    <Container>
      <PageMeta title={document.title} description={document.description} />
      <article css={{ maxWidth: '46rem', padding: `${theme.space(14)} 0` }}>
        <h1 css={{ fontSize: theme.fontSizes['3xl'] }}>{document.title}</h1>
        {document.updated ? <p css={{ color: theme.colors.muted }}>Última actualización: {document.updated}</p> : null}
        <p>{document.intro}</p>
        {children}
        {document.sections.length > 0 ? (
          <nav aria-label="Índice">
            <ol>
              {document.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        {document.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titulo`}>
            <h2 id={`${section.id}-titulo`} css={{ fontSize: theme.fontSizes.xl, marginTop: theme.space(8) }}>
              {section.title}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </article>
    </Container>
  );
}
