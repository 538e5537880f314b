import { Section, SectionHeading, theme } from '@estefania/shared';
import { ChevronDown } from 'lucide-react';
import { faq, faqContent } from './content/faq';

/** Native <details>/<summary>: keyboard operable and announced as expandable without any script. */
export function Faq() {
  return (
    <Section aria-labelledby="faq-titulo" id="preguntas-frecuentes">
      <SectionHeading id="faq-titulo" title={faqContent.title} size="plain" />
      <div css={{ maxWidth: '52rem', display: 'grid', gap: theme.space(2) }}>
        {faq.map((item) => (
          <details
            key={item.id}
            id={`faq-${item.id}`}
            css={{
              background: theme.colors.surface,
              border: `1px solid ${theme.colors.border}`,
              borderRadius: theme.radii.md,
              '&[open] summary svg': { transform: 'rotate(180deg)' },
            }}
          >
            <summary
              css={{
                listStyle: 'none',
                cursor: 'pointer',
                display: 'flex',
                justifyContent: 'space-between',
                alignItems: 'center',
                gap: theme.space(3),
                padding: `${theme.space(4)} ${theme.space(5)}`,
                fontWeight: 600,
                minHeight: 44,
                '&::-webkit-details-marker': { display: 'none' },
                '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
              }}
            >
              <span>{item.question}</span>
              <ChevronDown aria-hidden="true" size={20} css={{ flexShrink: 0, transition: 'transform 0.15s ease' }} />
            </summary>
            <div css={{ padding: `0 ${theme.space(5)} ${theme.space(2)}` }}>
              {item.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {item.links ? (
                <ul
                  css={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: `${theme.space(1)} ${theme.space(5)}`,
                    padding: 0,
                    listStyle: 'none',
                  }}
                >
                  {item.links.map((link) => (
                    <li key={link.to}>
                      <a href={link.to}>{link.label}</a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </details>
        ))}
      </div>
    </Section>
  );
}
