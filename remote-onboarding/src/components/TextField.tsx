import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import { inputStyles, theme } from '@estefania/shared';

type TextFieldProps = Omit<ComponentPropsWithoutRef<'input'>, 'id'> & {
  label: string;
  /** Our own validation message, shown under the field and tied to it. */
  error?: string;
  /** Extra help under the label. */
  hint?: string;
  /** Id of a message elsewhere (a form-level error) that also describes this field. */
  describedBy?: string;
};

/** A visibly labelled input whose validation message is announced with it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, describedBy, ...input },
  ref,
) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : null, error ? errorId : null, describedBy ?? null].filter(Boolean).join(' ');
  const invalid = Boolean(error) || input['aria-invalid'] === true;
  return (
    <div css={{ marginBottom: theme.space(5) }}>
      <label htmlFor={id} css={{ display: 'block', fontWeight: 600, marginBottom: theme.space(1) }}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} css={{ margin: `0 0 ${theme.space(1)}`, fontSize: theme.fontSizes.sm, color: theme.colors.muted }}>
          {hint}
        </p>
      ) : null}
      <input
        ref={ref}
        id={id}
        {...input}
        aria-invalid={invalid || undefined}
        aria-describedby={described || undefined}
        css={inputStyles}
      />
      {error ? (
        <p id={errorId} css={{ margin: `${theme.space(1)} 0 0`, color: theme.colors.danger, fontSize: theme.fontSizes.sm }}>
          {error}
        </p>
      ) : null}
    </div>
  );
});
