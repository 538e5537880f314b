import type { ReactNode } from 'react';
import { Container, PageMeta, theme, useSiteConfig, usePageLocation } from '@estefania/shared';
import type { LegalDocument, LegalSection, LegalTable } from './content/legal';
import { legalPageText as text } from './content/legalPageText';

const tableCss = {
  width: '100%',
  borderCollapse: 'collapse' as const,
  margin: `${theme.space(2)} 0 ${theme.space(4)}`,
  fontSize: theme.fontSizes.sm,
  'th, td': {
    textAlign: 'left' as const,
    verticalAlign: 'top' as const,
    padding: '0.5rem',
    border: `1px solid ${theme.colors.border}`,
  },
  th: { background: theme.colors.surfaceAlt },
  // On a phone four columns are too narrow to read: each row becomes a card of labelled lines.
  '@media (max-width: 767.98px)': {
    'thead tr': { position: 'absolute' as const, width: 1, height: 1, overflow: 'hidden', clip: 'rect(0, 0, 0, 0)' },
    'tbody, tr, tbody th, tbody td': { display: 'block' },
    'tbody tr': { border: `1px solid ${theme.colors.border}`, marginBottom: theme.space(3) },
    'tbody th, tbody td': { border: 0 },
    'tbody td::before': { content: 'attr(data-label)', display: 'block', fontWeight: 600 },
  },
};

/** Explicit roles keep the table semantics when the phone layout changes the display of its parts. */
function Table({ table }: { table: LegalTable }) {
  return (
    <div css={{ overflowX: 'auto', position: 'relative' }}>
      <table css={tableCss} role="table">
        <caption css={{ textAlign: 'left', fontWeight: 600, padding: '0.25rem 0' }}>{table.caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {table.headers.map((header) => (
              <th key={header} scope="col" role="columnheader">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {table.rows.map((row) => (
            <tr key={row[0]} role="row">
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" role="rowheader">
                    <code>{cell}</code>
                  </th>
                ) : (
                  <td key={index} role="cell" data-label={table.headers[index]}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Section({ section }: { section: LegalSection }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-titulo`}>
      <h2 id={`${section.id}-titulo`} css={{ fontSize: theme.fontSizes.xl, marginTop: theme.space(8) }}>
        {section.title}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.list ? (
        <ul>
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {section.table ? <Table table={section.table} /> : null}
      {section.after?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  );
}

/** Shared layout of the four legal pages: title, last update, table of contents, sections, contact. */
export function LegalPage({ document, children }: { document: LegalDocument; children?: ReactNode }) {
  const config = useSiteConfig();
  const { pathname } = usePageLocation();
  return (
    <Container>
      <PageMeta title={document.title} description={document.description} />
      <article css={{ maxWidth: '46rem', padding: `${theme.space(14)} 0` }}>
        <h1 css={{ fontSize: theme.fontSizes['3xl'] }}>{document.title}</h1>
        {document.updated ? (
          <p css={{ color: theme.colors.muted }}>
            {text.updated} {document.updated}
          </p>
        ) : null}
        <p>{document.intro}</p>
        {children}
        <nav
          aria-labelledby="indice-titulo"
          css={{
            margin: `${theme.space(6)} 0`,
            padding: theme.space(5),
            background: theme.colors.surfaceAlt,
            border: `1px solid ${theme.colors.border}`,
            borderRadius: theme.radii.md,
          }}
        >
          <h2 id="indice-titulo" css={{ fontSize: theme.fontSizes.lg }}>
            {text.contents}
          </h2>
          <ol css={{ margin: 0 }}>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        {document.sections.map((section) => (
          <Section key={section.id} section={section} />
        ))}
        <div css={{ marginTop: theme.space(10), paddingTop: theme.space(5), borderTop: `1px solid ${theme.colors.border}` }}>
          <p css={{ margin: 0 }}>
            {text.contact} <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
          </p>
          <p css={{ color: theme.colors.muted, fontSize: theme.fontSizes.sm }}>{config.companyLegalLine}</p>
          <nav aria-label={text.otherDocuments}>
            <ul
              css={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: `${theme.space(2)} ${theme.space(5)}`,
                listStyle: 'none',
                padding: 0,
              }}
            >
              {text.links
                .filter((link) => link.to !== pathname)
                .map((link) => (
                  <li key={link.to}>
                    <a href={link.to}>{link.label}</a>
                  </li>
                ))}
            </ul>
          </nav>
        </div>
      </article>
    </Container>
  );
}
