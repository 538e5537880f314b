import { annualPriceCents, formatEuros, minutePacks, plans, Card, Section, SectionHeading, theme } from '@estefania/shared';
import { instalmentsCents, paymentMethods } from './planTerms';
import { keepEuroSign } from '../pricing/content/pricingIslands';
import { paymentContent as content } from './content/plans';

/** What can be paid in instalments: every pack and every paid plan billed yearly. */
export const instalmentRows = [
  ...minutePacks.map((pack) => ({ label: content.packRow(pack.minutes), cents: pack.priceCents })),
  ...plans.flatMap((plan) =>
    plan.monthlyPriceCents === null
      ? []
      : [{ label: content.planYearRow(plan.name), cents: annualPriceCents(plan.monthlyPriceCents) }],
  ),
];

export function describeInstalments(totalCents: number): string {
  const parts = instalmentsCents(totalCents);
  const [first, ...rest] = parts;
  if (rest.every((part) => part === first)) return `${parts.length} × ${formatEuros(first!)}`;
  return `${formatEuros(first!)} + ${rest.length} × ${formatEuros(rest[0]!)}`;
}

export function PaymentOptions() {
  return (
    <Section tone="alt" aria-labelledby="pago-titulo">
      <div css={{ display: 'grid', gap: theme.space(8), [theme.media.lg]: { gridTemplateColumns: '1fr 1.4fr' } }}>
        <div>
          <SectionHeading id="pago-titulo" title={content.title} lead={content.lead} size="plain" />
          <ul
            aria-label={content.title}
            css={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }}
          >
            {paymentMethods.map((method) => (
              <li
                key={method}
                css={{
                  border: `1px solid ${theme.colors.border}`,
                  background: theme.colors.surface,
                  borderRadius: theme.radii.md,
                  padding: '0.375rem 0.75rem',
                  fontWeight: 600,
                }}
              >
                {method}
              </li>
            ))}
          </ul>
        </div>
        <Card>
          <h3 id="plazos-titulo">{content.bnplTitle}</h3>
          <p>{content.bnplLead}</p>
          <div css={{ overflowX: 'auto', position: 'relative' }}>
            <table
              css={{
                width: '100%',
                borderCollapse: 'collapse',
                'th, td': { textAlign: 'left', padding: '0.375rem 0.5rem', borderBottom: `1px solid ${theme.colors.border}` },
              }}
            >
              <caption css={{ textAlign: 'left', color: theme.colors.muted, fontSize: theme.fontSizes.sm }}>
                {content.bnplCaption}
              </caption>
              <thead>
                <tr>
                  {content.bnplHeaders.map((header) => (
                    <th key={header} scope="col">
                      {header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {instalmentRows.map((row) => (
                  <tr key={row.label}>
                    <th scope="row">{row.label}</th>
                    <td css={{ whiteSpace: 'nowrap' }}>{formatEuros(row.cents)}</td>
                    {/* A non-breaking space keeps each amount with its euro sign. */}
                    <td>{keepEuroSign(describeInstalments(row.cents))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p css={{ color: theme.colors.muted, fontSize: theme.fontSizes.sm, marginTop: theme.space(3), marginBottom: 0 }}>
            {content.bnplOddCents}
          </p>
        </Card>
      </div>
    </Section>
  );
}
