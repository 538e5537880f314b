import type { Ref } from 'react';
import { formatEuros, isPaidPlanKey, plans, type PaidPlanKey, theme } from '@estefania/shared';
import { checkoutContent as content } from './content/checkout';
import { contactErrorId } from './contact';

/** The self-service plans of the catalogue (those with a plan key and a monthly price), as the picker lists them. */
const choices = plans.flatMap((plan) => {
  const key = plan.key;
  return isPaidPlanKey(key) && plan.monthlyPriceCents !== null
    ? [{ key, label: content.planPicker.option(plan.name, formatEuros(plan.monthlyPriceCents), plan.callsLabel) }]
    : [];
});

/** The three self-service plans as a radio group, for a visitor who reached step 3 without a plan. */
export function PlanPicker({
  ref,
  hint,
  picked,
  onPick,
  invalid,
}: {
  ref?: Ref<HTMLFieldSetElement>;
  hint: string;
  picked: PaidPlanKey | null;
  onPick: (key: PaidPlanKey) => void;
  invalid: boolean;
}) {
  return (
    <fieldset
      ref={ref}
      tabIndex={-1}
      aria-describedby={invalid ? contactErrorId : undefined}
      css={{
        border: `1px solid ${invalid ? theme.colors.danger : theme.colors.border}`,
        borderRadius: theme.radii.md,
        padding: theme.space(4),
        margin: `0 0 ${theme.space(6)}`,
      }}
    >
      <legend css={{ fontWeight: 700, padding: `0 ${theme.space(1)}` }}>{content.planPicker.legend}</legend>
      <p css={{ margin: `0 0 ${theme.space(3)}`, color: theme.colors.muted }}>{hint}</p>
      <div css={{ display: 'grid', gap: theme.space(2) }}>
        {choices.map((choice) => (
          <label key={choice.key} css={{ display: 'flex', gap: theme.space(2), alignItems: 'center', cursor: 'pointer' }}>
            <input
              type="radio"
              name="plan"
              value={choice.key}
              checked={picked === choice.key}
              onChange={() => onPick(choice.key)}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
