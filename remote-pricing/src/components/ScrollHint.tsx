import { theme } from '@estefania/shared';
import { pricingContent } from '../features/pricing/content/pricing';

/** "Swipe sideways" note for a wide table, only where the table does not fit (phones). */
export function ScrollHint() {
  return (
    <p
      css={{
        fontSize: theme.fontSizes.sm,
        color: theme.colors.muted,
        margin: `0 0 ${theme.space(2)}`,
        [theme.media.md]: { display: 'none' },
      }}
    >
      {pricingContent.scrollHint}
    </p>
  );
}
