import { focusRing, theme } from '@estefania/shared';
import { checkoutContent as content } from './content/checkout';

/** What the free trial is and what follows it, said before the visitor activates it (spec §4). */
export function TrialTerms({ onChoosePlan }: { onChoosePlan: () => void }) {
  return (
    <section
      aria-labelledby="onboarding-trial-heading"
      css={{
        border: `1px solid ${theme.colors.brand}`,
        background: theme.colors.brandSoft,
        borderRadius: theme.radii.md,
        padding: theme.space(4),
        margin: `0 0 ${theme.space(6)}`,
      }}
    >
      <h3 id="onboarding-trial-heading" css={{ fontSize: theme.fontSizes.lg, margin: `0 0 ${theme.space(2)}` }}>
        {content.trial.heading}
      </h3>
      <p css={{ margin: `0 0 ${theme.space(2)}`, fontWeight: 700 }}>{content.trial.summary}</p>
      <p css={{ margin: `0 0 ${theme.space(3)}` }}>{content.trial.terms}</p>
      <button
        type="button"
        onClick={onChoosePlan}
        css={[
          focusRing,
          {
            background: 'none',
            border: 0,
            padding: 0,
            font: 'inherit',
            color: theme.colors.brandDark,
            textDecoration: 'underline',
            cursor: 'pointer',
          },
        ]}
      >
        {content.trial.choosePlan}
      </button>
    </section>
  );
}
