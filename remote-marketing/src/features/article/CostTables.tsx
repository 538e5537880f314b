import { useId, type ReactNode } from 'react';
import { formatEuros, planByKey, theme } from '@estefania/shared';
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
 * Wide tables scroll inside their own box on a phone instead of widening the page. The title sits above the box
 * (a `<caption>` inside it would be as wide as the table and cut off on a phone) and names both the table and the
 * box; `scrollHint` tells phone users there is more to the side.
 */
function TableScroller({
  title,
  scrollHint,
  children,
}: {
  title: string;
  scrollHint?: string;
  children: (titleId: string) => ReactNode;
}) {
  const titleId = useId();
  return (
    <figure css={{ margin: `${theme.space(4)} 0` }}>
      <p id={titleId} css={{ fontWeight: 700, fontSize: theme.fontSizes.sm, margin: `0 0 ${theme.space(1)}` }}>
        {title}
      </p>
      {scrollHint ? (
        <p
          css={{
            margin: `0 0 ${theme.space(2)}`,
            fontSize: theme.fontSizes.xs,
            color: theme.colors.muted,
            [theme.media.md]: { display: 'none' },
          }}
        >
          {scrollHint}
        </p>
      ) : null}
      {/* A focusable, labelled region so keyboard users can scroll it too. */}
      <div role="region" aria-labelledby={titleId} tabIndex={0} css={{ overflowX: 'auto' }}>
        {children(titleId)}
      </div>
    </figure>
  );
}

export function SectorCostTable() {
  const { costs } = articleContent;
  return (
    <TableScroller title={costs.caption} scrollHint={costs.scrollHint}>
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
    </TableScroller>
  );
}

export function TraditionalVsAiTable() {
  const { comparison } = articleContent;
  return (
    <TableScroller title={comparison.caption}>
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
    </TableScroller>
  );
}
