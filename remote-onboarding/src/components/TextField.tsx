import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import { inputStyles, theme } from '@estefania/shared';
import { EARLY_CHECK } from '@estefania/shared/island-markup';

type TextFieldProps = Omit<ComponentPropsWithoutRef<'input'>, 'id'> & {
  label: string;
  /** Our own validation message, shown under the field and tied to it. */
  error?: string;
  /** Extra help under the label. */
  hint?: string;
  /** Id of a message elsewhere (a form-level error) that also describes this field. */
  describedBy?: string;
  /**
   * What to say when it is sent empty: the page script says it before the island's code has
   * arrived (see EARLY_CHECK), in this field's own message element.
   */
  requiredMessage?: string;
};

/** A visibly labelled input whose validation message is announced with it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, describedBy, requiredMessage, ...input },
  ref,
) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}${EARLY_CHECK.errorIdSuffix}`;
  // The message first: it is what the visitor has to act on.
  const described = [error ? errorId : null, hint ? hintId : null, describedBy ?? null].filter(Boolean).join(' ');
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
        {...(requiredMessage ? { [EARLY_CHECK.requiredMessage]: requiredMessage } : {})}
        css={inputStyles}
      />
      {/* Always in the markup, hidden while empty: the page script can fill it before the code arrives. */}
      <p
        id={errorId}
        hidden={!error}
        css={{ margin: `${theme.space(1)} 0 0`, color: theme.colors.danger, fontSize: theme.fontSizes.sm }}
      >
        {error}
      </p>
    </div>
  );
});
