import { theme, tooltipStyles } from '@estefania/shared';
import { complianceMarks } from '../content/site';
import { TOOLTIP_ATTRIBUTE } from './tooltips';
import { tooltipReveal } from './tooltipCss';

/**
 * The footer's compliance badges, each with its detail in a tooltip: HTML and CSS shown on hover and
 * keyboard focus, Escape by the page script (tooltips.ts). No code of its own: it answers at once on
 * every page, before (and without) any of the site's code.
 */
export function ComplianceMarks() {
  return (
    <ul
      aria-label={complianceMarks.label}
      css={{ display: 'flex', gap: theme.space(3), listStyle: 'none', margin: 0, padding: 0 }}
    >
      {complianceMarks.marks.map((mark, index, marks) => {
        const detailId = `cumplimiento-${mark.code.toLowerCase().replace(/\W+/g, '')}`;
        return (
          <li key={mark.code} {...{ [TOOLTIP_ATTRIBUTE]: '' }} css={{ position: 'relative' }}>
            <span
              role="img"
              aria-label={mark.label}
              aria-describedby={detailId}
              tabIndex={0}
              css={{
                display: 'inline-grid',
                placeItems: 'center',
                width: 64,
                height: 64,
                borderRadius: '50%',
                border: '2px solid #c7d2fe',
                color: '#e0e7ff',
                fontSize: '0.75rem',
                fontWeight: 800,
                textAlign: 'center',
                lineHeight: 1.1,
              }}
            >
              <span aria-hidden="true">{mark.code}</span>
            </span>
            {/* The outer ones open inwards, so no detail reaches past the row of badges (nor the phone's edge). */}
            <span
              id={detailId}
              role="tooltip"
              css={[
                tooltipStyles('light'),
                tooltipReveal('above', index === 0 ? 'start' : index === marks.length - 1 ? 'end' : 'center'),
                { maxWidth: '12rem' },
              ]}
            >
              {mark.detail}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
