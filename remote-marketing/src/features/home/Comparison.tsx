import { useState } from 'react';
import { Check, X } from 'lucide-react';
import { Badge, focusRing, Section, theme, SectionHeading } from '@estefania/shared';
import { alternatives, comparisonContent, comparisonFeatures, type Alternative } from './content/comparison';

const copy = comparisonContent;

function Availability({ included }: { included: boolean }) {
  const Icon = included ? Check : X;
  return (
    <span
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: theme.space(1),
        fontWeight: 600,
        color: included ? theme.colors.success : theme.colors.danger,
      }}
    >
      <Icon aria-hidden="true" size={18} />
      {included ? copy.yes : copy.no}
    </span>
  );
}

/** "Comparemos...": EstefanIA against voicemail (default) or a traditional virtual secretary, feature by feature. */
export function Comparison() {
  const [selected, setSelected] = useState<Alternative>('voicemail');
  const total = comparisonFeatures.length;
  const productCount = comparisonFeatures.filter((feature) => feature.estefania).length;
  const selectedCount = comparisonFeatures.filter((feature) => feature[selected]).length;
  const selectedLabel = alternatives[selected].label;

  return (
    <Section id={copy.id} aria-labelledby={`${copy.id}-titulo`}>
      <SectionHeading id={`${copy.id}-titulo`} title={copy.title} lead={copy.lead} />
      <div
        role="group"
        aria-label={copy.toggleGroupLabel}
        css={{
          display: 'inline-flex',
          flexWrap: 'wrap',
          gap: theme.space(1),
          padding: theme.space(1),
          margin: `${theme.space(2)} 0 ${theme.space(5)}`,
          borderRadius: theme.radii.lg,
          background: theme.colors.brandSoft,
          [theme.media.md]: { borderRadius: theme.radii.pill },
        }}
      >
        {(Object.keys(alternatives) as Alternative[]).map((key) => {
          const pressed = key === selected;
          return (
            <button
              key={key}
              type="button"
              aria-pressed={pressed}
              onClick={() => setSelected(key)}
              css={[
                {
                  minHeight: 44,
                  padding: `${theme.space(2)} ${theme.space(4)}`,
                  border: 'none',
                  borderRadius: theme.radii.pill,
                  font: 'inherit',
                  fontWeight: 600,
                  cursor: 'pointer',
                  background: pressed ? theme.colors.brand : 'transparent',
                  color: pressed ? theme.colors.onBrand : theme.colors.brandDark,
                },
                focusRing,
              ]}
            >
              {alternatives[key].toggleLabel}
            </button>
          );
        })}
      </div>
      <ul
        aria-label="Resumen"
        css={{
          listStyle: 'none',
          padding: 0,
          margin: `0 0 ${theme.space(5)}`,
          display: 'flex',
          flexWrap: 'wrap',
          gap: theme.space(2),
        }}
      >
        <li>
          <Badge>{copy.productBadge(productCount, total)}</Badge>
        </li>
        <li>
          <Badge data-testid="comparison-count" aria-live="polite">
            {copy.countBadge(selectedLabel, selectedCount, total)}
          </Badge>
        </li>
        {copy.badges.map((badge) => (
          <li key={badge}>
            <Badge>{badge}</Badge>
          </li>
        ))}
      </ul>
      <table
        css={{
          width: '100%',
          borderCollapse: 'collapse',
          textAlign: 'left',
          'th, td': {
            padding: `${theme.space(3)} ${theme.space(1.5)}`,
            borderBottom: `1px solid ${theme.colors.border}`,
            verticalAlign: 'top',
            [theme.media.md]: { padding: theme.space(3) },
          },
          'thead th': { fontSize: theme.fontSizes.sm, color: theme.colors.muted },
        }}
      >
        <caption css={{ textAlign: 'left', fontWeight: 600, marginBottom: theme.space(2) }}>
          EstefanIA frente a {selectedLabel.toLowerCase()}
        </caption>
        <thead>
          <tr>
            <th scope="col">{copy.featureColumn}</th>
            <th scope="col">{copy.productColumn}</th>
            <th scope="col">{selectedLabel}</th>
          </tr>
        </thead>
        <tbody>
          {comparisonFeatures.map((feature) => {
            const Icon = feature.icon;
            return (
              <tr key={feature.feature}>
                <th scope="row" css={{ fontWeight: 400 }}>
                  <span css={{ display: 'flex', gap: theme.space(3) }}>
                    <Icon
                      aria-hidden="true"
                      size={22}
                      css={{
                        display: 'none',
                        flex: 'none',
                        color: theme.colors.brand,
                        marginTop: 2,
                        [theme.media.md]: { display: 'block' },
                      }}
                    />
                    <span>
                      <strong css={{ display: 'block' }}>{feature.feature}</strong>
                      <span css={{ color: theme.colors.muted, fontSize: theme.fontSizes.sm }}>{feature.description}</span>
                    </span>
                  </span>
                </th>
                <td>
                  <Availability included={feature.estefania} />
                </td>
                <td>
                  <Availability included={feature[selected]} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Section>
  );
}
