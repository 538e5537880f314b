import { IconTile, theme, VisuallyHidden } from '@estefania/shared';
import { onboardingContent as content } from './content/flow';

/** The 4-step onboarding (spec §9) with the current one marked for assistive technology. */
export function ProgressSteps({ current }: { current: number }) {
  return (
    <ol
      aria-label={content.stepsLabel}
      css={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
        gap: theme.space(2),
        padding: 0,
        margin: `${theme.space(6)} 0`,
        listStyle: 'none',
        counterReset: 'step',
      }}
    >
      {content.steps.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li
            key={step}
            aria-current={state === 'current' ? 'step' : undefined}
            css={{
              display: 'flex',
              alignItems: 'center',
              gap: theme.space(2),
              padding: `${theme.space(2)} ${theme.space(3)}`,
              borderTop: `4px solid ${state === 'todo' ? theme.colors.border : theme.colors.brand}`,
              fontWeight: state === 'current' ? 700 : 400,
              color: state === 'todo' ? theme.colors.muted : theme.colors.text,
            }}
          >
            <IconTile
              size={28}
              shape="round"
              tone="solid"
              css={[
                { fontSize: theme.fontSizes.sm, fontWeight: 'inherit' },
                state === 'todo' && {
                  background: theme.colors.surfaceAlt,
                  color: theme.colors.muted,
                  border: `1px solid ${theme.colors.border}`,
                },
              ]}
            >
              {state === 'done' ? '✓' : index + 1}
            </IconTile>
            <span>
              <VisuallyHidden>{`${index + 1}. `}</VisuallyHidden>
              {step}
              {state === 'done' ? <VisuallyHidden>{` ${content.stepDone}`}</VisuallyHidden> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
