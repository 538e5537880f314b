import type { ComponentPropsWithoutRef } from 'react';
import { theme } from '@estefania/shared';

/**
 * A table wider than a phone: it scrolls sideways in its own box, focusable and named (`aria-label` or
 * `aria-labelledby`) so keyboard users can scroll it too; `hint` ("swipe sideways") shows above it only where
 * it does not fit (phones).
 */
export function TableScroller({ hint, children, ...rest }: ComponentPropsWithoutRef<'div'> & { hint: string }) {
  return (
    <>
      <p
        css={{
          fontSize: theme.fontSizes.sm,
          color: theme.colors.muted,
          margin: `0 0 ${theme.space(2)}`,
          [theme.media.md]: { display: 'none' },
        }}
      >
        {hint}
      </p>
      {/* position: relative keeps visually hidden text inside the scroller, not past the page edge. */}
      <div css={{ overflowX: 'auto', position: 'relative' }} tabIndex={0} role="region" {...rest}>
        {children}
      </div>
    </>
  );
}
