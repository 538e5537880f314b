import { useId, type ReactNode } from 'react';
import { formatEuros, planByKey, TableScroller, theme } from '@estefania/shared';
import { articleContent, sectorPlanCents } from './content/article';

const tableStyles = {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: theme.fontSizes.sm,
  'th, td': {
    padding: theme.space(2),
    [theme.media.md]: { padding: theme.space(3) },
    borderBottom: `1px solid ${theme.colors.border}`,
    textAlign: 'left',
    verticalAlign: 'top',
  },
  'thead th': { background: theme.colors.brandSoft, color: theme.colors.brandDark },
  'tbody th': { fontWeight: 600 },
} as const;

/**
 * A wide table with its title above the scrolling box (a `<caption>` inside it would be as wide as the table and
 * cut off on a phone); the title names both the table and the box.
 */
function TitledTable({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string | null;
  children: (titleId: string) => ReactNode;
}) {
  const titleId = useId();
  return (
    <figure css={{ margin: `${theme.space(4)} 0` }}>
      <p id={titleId} css={{ fontWeight: 700, fontSize: theme.fontSizes.sm, margin: `0 0 ${theme.space(1)}` }}>
        {title}
      </p>
      <TableScroller hint={hint} aria-labelledby={titleId}>
        {children(titleId)}
      </TableScroller>
    </figure>
  );
}

export function SectorCostTable() {
  const { costs } = articleContent;
  return (
    <TitledTable title={costs.caption}>
      {(titleId) => (
        <table aria-labelledby={titleId} css={[tableStyles, { minWidth: 720, 'tbody td': { whiteSpace: 'nowrap' } }]}>
          <thead>
            <tr>
              <th scope="col">{costs.columns.sector}</th>
              <th scope="col">{costs.columns.plan}</th>
              <th scope="col">{costs.columns.price}</th>
              <th scope="col">{costs.columns.recovered}</th>
              <th scope="col">{costs.columns.ticket}</th>
              <th scope="col">{costs.columns.revenue}</th>
              <th scope="col">{costs.columns.roi}</th>
            </tr>
          </thead>
          <tbody>
            {costs.sectors.map((row) => {
              const fee = sectorPlanCents(row.plan);
              const value = row.recoveredClients * row.ticketCents;
              return (
                <tr key={row.sector}>
                  <th scope="row">{row.sector}</th>
                  <td>{planByKey(row.plan).name}</td>
                  <td>{fee === null ? 'A medida' : `${formatEuros(fee)}/mes`}</td>
                  <td>{row.recoveredClients}</td>
                  <td>{formatEuros(row.ticketCents)}</td>
                  <td>{formatEuros(value)}/mes</td>
                  <td>{fee === null ? '—' : `×${(value / fee).toLocaleString('es-ES', { maximumFractionDigits: 1 })}`}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </TitledTable>
  );
}

export function TraditionalVsAiTable() {
  const { comparison } = articleContent;
  return (
    <TitledTable title={comparison.caption} hint={null}>
      {(titleId) => (
        <table aria-labelledby={titleId} css={[tableStyles, { 'td:last-child': { minWidth: '6rem' } }]}>
          <thead>
            <tr>
              <th scope="col">{comparison.columns.concept}</th>
              <th scope="col">{comparison.columns.traditional}</th>
              <th scope="col">{comparison.columns.ai}</th>
            </tr>
          </thead>
          <tbody>
            {comparison.rows.map((row) => (
              <tr key={row.concept}>
                <th scope="row">{row.concept}</th>
                <td>{row.traditional}</td>
                <td>{row.ai}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </TitledTable>
  );
}
