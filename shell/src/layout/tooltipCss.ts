import { css } from '@emotion/react';
import { TOOLTIP_ATTRIBUTE, TOOLTIP_DISMISSED } from './tooltips';

/**
 * A tooltip's text (the `role="tooltip"` child of a TOOLTIP_ATTRIBUTE wrapper, right after its
 * trigger): hidden; shown 0.7 s after the pointer rests on the wrapper or the trigger gets keyboard
 * focus, and kept while the pointer moves onto the text (hoverable, WCAG 1.4.13: a transparent edge
 * covers the gap). Escape hides it until the pointer or the focus comes to it again (tooltips.ts). `align`: its
 * edge on the trigger's (`start`, `end`) or centred, so one near the edge of the page stays inside it.
 */
export function tooltipReveal(side: 'above' | 'below', align: 'start' | 'center' | 'end' = 'center') {
  const gap = 6;
  const across = { start: 'left: 0;', center: 'left: 50%; translate: -50% 0;', end: 'right: 0;' }[align];
  return css`
    position: absolute;
    ${side === 'above' ? `bottom: calc(100% + ${gap}px);` : `top: calc(100% + ${gap}px);`}
    ${across}
    width: max-content;
    max-width: min(16rem, calc(100vw - 2rem));
    opacity: 0;
    visibility: hidden;
    transition:
      opacity 0.15s ease,
      visibility 0s linear 0.15s;
    &::before {
      content: '';
      position: absolute;
      left: 0;
      right: 0;
      ${side === 'above' ? `top: 100%;` : `bottom: 100%;`}
      height: ${gap}px;
    }
    [${TOOLTIP_ATTRIBUTE}]:hover > &,
    [${TOOLTIP_ATTRIBUTE}] > :focus-visible + & {
      opacity: 1;
      visibility: visible;
      transition-delay: 0.7s;
    }
    /* As specific as the hover rule above and after it, so it wins while the pointer still rests there. */
    [${TOOLTIP_ATTRIBUTE}][${TOOLTIP_DISMISSED}] > & {
      opacity: 0;
      visibility: hidden;
      transition: none;
    }
  `;
}
