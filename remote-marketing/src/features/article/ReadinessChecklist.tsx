import { useId, useState } from 'react';
import { theme } from '@estefania/shared';
import { readinessChecklistContent as checklist } from './content/readinessChecklist';
import { checkboxRowStyles } from '../forms/styles';

const items = [
  ...checklist.problems.map((label, index) => ({ key: `problema-${index}`, label, group: 'problems' as const })),
  ...checklist.requirements.map((label, index) => ({ key: `requisito-${index}`, label, group: 'requirements' as const })),
];

/** The readiness checklist: 6 problems + 5 requirements; ticking `threshold` or more shows the "ready" text. */
export function ReadinessChecklist() {
  const id = useId();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const count = ticked.size;
  const ready = count >= checklist.threshold;

  function toggle(key: string, checked: boolean) {
    setTicked((current) => {
      const next = new Set(current);
      if (checked) next.add(key);
      else next.delete(key);
      return next;
    });
  }

  const groups = [
    { legend: checklist.problemsLegend, group: 'problems' as const },
    { legend: checklist.requirementsLegend, group: 'requirements' as const },
  ];

  return (
    <div
      css={{
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.lg,
        padding: theme.space(6),
        background: theme.colors.surfaceAlt,
      }}
    >
      <div css={{ display: 'grid', gap: theme.space(6), [theme.media.md]: { gridTemplateColumns: '1fr 1fr' } }}>
        {groups.map(({ legend, group }) => (
          <fieldset key={group} css={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <legend css={{ fontWeight: 700, fontSize: theme.fontSizes.lg, marginBottom: theme.space(3), padding: 0 }}>
              {legend}
            </legend>
            <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(3) }}>
              {items
                .filter((item) => item.group === group)
                .map((item) => {
                  const inputId = `${id}-${item.key}`;
                  return (
                    <li key={item.key} css={checkboxRowStyles}>
                      <input
                        id={inputId}
                        type="checkbox"
                        checked={ticked.has(item.key)}
                        onChange={(event) => toggle(item.key, event.target.checked)}
                      />
                      <label htmlFor={inputId}>{item.label}</label>
                    </li>
                  );
                })}
            </ul>
          </fieldset>
        ))}
      </div>
      <p css={{ margin: `${theme.space(5)} 0 0`, color: theme.colors.muted }}>{checklist.countLabel(count, items.length)}</p>
      <div role="status" css={{ marginTop: theme.space(3) }}>
        {ready ? (
          <p
            css={{
              margin: 0,
              padding: theme.space(4),
              borderRadius: theme.radii.md,
              background: '#dcfce7',
              color: '#14532d',
              fontWeight: 600,
            }}
          >
            {checklist.ready}
          </p>
        ) : null}
      </div>
    </div>
  );
}
