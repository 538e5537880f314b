import { Button, Section, theme } from '@estefania/shared';
import { pricingIslandCopy } from './content/pricingIslands';

const content = pricingIslandCopy.closing;

/** Back to the top of the page, smoothly unless the visitor asked for less motion; focus follows. */
export function scrollToTop(target: HTMLElement | null): void {
  const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  target?.focus({ preventScroll: true });
}

/** `targetId`: the page's heading, which takes the focus once the page is back at the top. */
export function ClosingCta({ targetId }: { targetId: string }) {
  return (
    <Section tone="brand" aria-labelledby="cierre-titulo">
      <div css={{ textAlign: 'center', display: 'grid', justifyItems: 'center', gap: theme.space(3) }}>
        <h2 id="cierre-titulo" css={{ margin: 0 }}>
          {content.title}
        </h2>
        <p css={{ margin: 0, maxWidth: '55ch' }}>{content.lead}</p>
        <Button
          onClick={() => scrollToTop(document.getElementById(targetId))}
          css={{ background: theme.colors.surface, color: theme.colors.brandDark, borderColor: theme.colors.surface }}
        >
          {content.button}
        </Button>
      </div>
    </Section>
  );
}
