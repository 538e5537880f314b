// Tooltips in HTML and CSS, on every page with no library: a wrapper marked TOOLTIP_ATTRIBUTE holds
// a trigger and its `role="tooltip"` text (the trigger's `aria-describedby`); CSS shows the text
// while the wrapper is hovered or the trigger has keyboard focus (tooltipCss.ts). The page script
// adds the one thing CSS cannot: Escape hides it (WCAG 1.4.13, dismissible) without moving the
// pointer or the focus, until the pointer or the focus comes to that wrapper again. Armed once per
// document, listening on the document, so markup the browser renders later (the dev server's pages)
// is served too.

/** On a tooltip's wrapper (the trigger and its text). */
export const TOOLTIP_ATTRIBUTE = 'data-tooltip';
/** Set on the wrappers by Escape: their tooltips stay hidden until the pointer or the focus comes back. */
export const TOOLTIP_DISMISSED = 'data-dismissed';

export function armTooltips(doc: Document): void {
  const view = doc.defaultView;
  if (!view) return;
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const wrapper of doc.querySelectorAll(`[${TOOLTIP_ATTRIBUTE}]`)) wrapper.setAttribute(TOOLTIP_DISMISSED, '');
  });
  // Coming from outside the wrapper, not moving within it (a dismissed tooltip under a still pointer stays hidden).
  const arrive = (event: Event & { relatedTarget: EventTarget | null }) => {
    const wrapper = event.target instanceof view.Element ? event.target.closest(`[${TOOLTIP_ATTRIBUTE}]`) : null;
    if (wrapper && !wrapper.contains(event.relatedTarget as Node | null)) wrapper.removeAttribute(TOOLTIP_DISMISSED);
  };
  doc.addEventListener('pointerover', arrive);
  doc.addEventListener('focusin', arrive);
}
