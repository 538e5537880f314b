import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { notify, Button, inputStyles, theme } from '@estefania/shared';
import { checkDemoRequest, demoInputAttributes, formActions, type DemoRequestInput } from '@estefania/shared/forms';
import { demoContent, type DemoField } from './content/demo';
import { useLeadSubmit } from '../forms/useLeadSubmit';
import { PrivacyNote } from '../forms/PrivacyNote';
import { checkboxRowStyles, fieldStyles, labelStyles, noteStyles } from '../forms/styles';

/** Spec §3: the demo request form state; consent starts false. */
const emptyState: DemoRequestInput = { firstName: '', surname: '', businessName: '', email: '', phone: '', consent: false };

const { form: copy, toasts } = demoContent;

/**
 * The demo request (spec §2, §5). `noValidate` so the spec's Spanish toasts show instead of the
 * browser's bubbles; the inputs keep `required` and their types for autofill and assistive tech.
 * Checks in the spec's order: every field filled, then consent. The success toast only shows
 * once the endpoint has taken the lead (or when none is configured, as in the spec). Sent before
 * the page is hydrated (or without JavaScript), the form posts to the shell server, which runs the
 * same checks and sends the same lead.
 */
export function DemoRequestForm() {
  const id = useId();
  const [values, setValues] = useState<DemoRequestInput>(emptyState);
  const [invalid, setInvalid] = useState<ReadonlySet<DemoField | 'consent'>>(new Set());
  const { sending, send } = useLeadSubmit('demoRequest');
  const formRef = useRef<HTMLFormElement>(null);
  // Bumped on every refused submit, so focus goes to the first field to fix even when the set is the same.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt === 0) return;
    // Keyboard and screen-reader users land on what needs fixing; the toast says why.
    formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  function refuse(fields: ReadonlySet<DemoField | 'consent'>, toast: { title: string; description: string }) {
    setInvalid(fields);
    setAttempt((count) => count + 1);
    notify('error', toast.title, toast.description);
  }

  function update(name: DemoField, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    if (invalid.has(name)) setInvalid((current) => new Set([...current].filter((field) => field !== name)));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const checked = checkDemoRequest(values);
    if (!checked.ok) {
      refuse(new Set(checked.fields), toasts[checked.toast]);
      return;
    }
    setInvalid(new Set());
    const result = await send(checked.lead);
    if (result === null) return;
    if (result.ok) {
      setValues(emptyState);
      notify('success', toasts.success.title, toasts.success.description);
    } else if (result.reason !== 'aborted') {
      notify('error', toasts.failureTitle, result.message);
    }
  }

  const consentId = `${id}-consent`;
  return (
    <form
      ref={formRef}
      method="post"
      action={formActions.demoRequest}
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      css={{ display: 'grid', gap: theme.space(4) }}
    >
      <h2 id={`${id}-title`} css={{ fontSize: theme.fontSizes['2xl'], margin: 0 }}>
        {copy.title}
      </h2>
      <p id={`${id}-intro`} css={[noteStyles, { fontSize: theme.fontSizes.sm }]}>
        {copy.intro}
      </p>
      <div
        css={{
          display: 'grid',
          gap: theme.space(4),
          [theme.media.md]: { gridTemplateColumns: '1fr 1fr' },
        }}
      >
        {copy.fields.map((field) => {
          const inputId = `${id}-${field.name}`;
          const hintId = `${inputId}-hint`;
          return (
            <div
              key={field.name}
              css={[
                fieldStyles,
                (field.name === 'businessName' || field.name === 'phone') && { [theme.media.md]: { gridColumn: '1 / -1' } },
              ]}
            >
              <label htmlFor={inputId} css={labelStyles}>
                {field.label}
              </label>
              <input
                id={inputId}
                {...demoInputAttributes(field)}
                value={values[field.name]}
                onChange={(event) => update(field.name, event.target.value)}
                aria-invalid={invalid.has(field.name) || undefined}
                aria-describedby={'hint' in field ? hintId : undefined}
                css={inputStyles}
              />
              {'hint' in field ? (
                <p id={hintId} css={noteStyles}>
                  {field.hint}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <div css={checkboxRowStyles}>
        <input
          id={consentId}
          type="checkbox"
          name="consent"
          required
          checked={values.consent}
          onChange={(event) => {
            const checked = event.target.checked;
            setValues((current) => ({ ...current, consent: checked }));
            if (checked && invalid.has('consent')) setInvalid(new Set());
          }}
          aria-invalid={invalid.has('consent') || undefined}
        />
        <label htmlFor={consentId}>{copy.consent}</label>
      </div>
      <p css={noteStyles}>
        <PrivacyNote />
      </p>
      <Button type="submit" disabled={sending} aria-busy={sending || undefined} css={{ justifySelf: 'start' }}>
        {sending ? copy.sending : copy.submit}
      </Button>
    </form>
  );
}
