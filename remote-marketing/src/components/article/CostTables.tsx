import type { ReactNode } from 'react';
import { formatEuros, planByKey, theme } from '@estefania/shared';
import { articleContent, sectorPlanCents } from '../../content/article';

const tableStyles = {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: theme.fontSizes.sm,
  caption: { textAlign: 'left', fontWeight: 700, padding: `0 0 ${theme.space(3)}`, captionSide: 'top' },
  'th, td': {
    padding: theme.space(3),
    borderBottom: `1px solid ${theme.colors.border}`,
    textAlign: 'left',
    verticalAlign: 'top',
  },
  'thead th': { background: theme.colors.brandSoft, color: theme.colors.brandDark },
  'tbody th': { fontWeight: 600 },
} as const;

/** Wide tables scroll inside their own box on a phone instead of widening the page. */
function TableScroller({ children, label }: { children: ReactNode; label: string }) {
  return (
    // A focusable, labelled region so keyboard users can scroll it too.
    <div role="region" aria-label={label} tabIndex={0} css={{ overflowX: 'auto', margin: `${theme.space(4)} 0` }}>
      {children}
    </div>
  );
}

export function SectorCostTable() {
  const { costs } = articleContent;
  return (
    <TableScroller label={costs.caption}>
      <table css={[tableStyles, { minWidth: 720, 'tbody td': { whiteSpace: 'nowrap' } }]}>
        <caption>{costs.caption}</caption>
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
    </TableScroller>
  );
}

export function TraditionalVsAiTable() {
  const { comparison } = articleContent;
  return (
    <TableScroller label={comparison.caption}>
      <table css={[tableStyles, { minWidth: 560 }]}>
        <caption>{comparison.caption}</caption>
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
    </TableScroller>
  );
}
