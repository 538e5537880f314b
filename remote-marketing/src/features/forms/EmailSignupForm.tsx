import { useId, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { notify, Button, inputStyles, theme } from '@estefania/shared';
import { type LeadEndpoint } from '@estefania/shared/http';
import { checkEmailSignup, formActions } from '@estefania/shared/forms';
import { useLeadSubmit } from './useLeadSubmit';
import { errorTextStyles, fieldStyles, labelStyles, noteStyles } from './styles';

export interface EmailSignupCopy {
  label: string;
  placeholder: string;
  submit: string;
  sending: string;
  /** The consent the visitor gives by submitting: said plainly next to the button. */
  consentNote: ReactNode;
  successTitle: string;
  successDescription: string;
  failureTitle: string;
}

/**
 * One email field and a button that signs the visitor up to a lead list (newsletter, book
 * waitlist). Submitting is the consent, and the note says so; the lead goes out with
 * `consent: true` only after that click. On failure the email stays in the field. Sent before
 * the page is hydrated (or without JavaScript), it posts to the shell server, which does the same.
 */
export function EmailSignupForm({
  endpoint,
  copy,
  inputRef,
  onSuccess,
  tone = 'light',
}: {
  endpoint: LeadEndpoint;
  copy: EmailSignupCopy;
  inputRef?: Ref<HTMLInputElement>;
  onSuccess?: (email: string) => void;
  tone?: 'light' | 'dark';
}) {
  const id = useId();
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { sending, send } = useLeadSubmit(endpoint);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const checked = checkEmailSignup(email);
    setError(checked.ok ? null : checked.message);
    if (!checked.ok) {
      // Back to the field, where the message below it says what to fix.
      document.getElementById(inputId)?.focus();
      notify('error', 'Error', checked.message);
      return;
    }
    const value = checked.lead.email;
    const result = await send(checked.lead);
    if (result === null) return;
    if (result.ok) {
      notify('success', copy.successTitle, copy.successDescription);
      setEmail('');
      onSuccess?.(value);
    } else if (result.reason !== 'aborted') {
      notify('error', copy.failureTitle, result.message);
    }
  }

  const onDark = tone === 'dark';
  return (
    <form
      method="post"
      action={formActions[endpoint]}
      noValidate
      onSubmit={handleSubmit}
      css={{ display: 'grid', gap: theme.space(3) }}
    >
      <div css={fieldStyles}>
        <label htmlFor={inputId} css={[labelStyles, onDark && { color: theme.colors.onBrand }]}>
          {copy.label}
        </label>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }}>
          <input
            ref={inputRef}
            id={inputId}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            placeholder={copy.placeholder}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (error) setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${noteId}` : noteId}
            css={[inputStyles, { flex: '1 1 16rem', width: 'auto' }]}
          />
          <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
            {sending ? copy.sending : copy.submit}
          </Button>
        </div>
      </div>
      {error ? (
        <p id={errorId} css={[errorTextStyles, onDark && { color: '#fecaca' }]}>
          {error}
        </p>
      ) : null}
      <p id={noteId} css={[noteStyles, onDark && { color: '#e0e7ff' }]}>
        {copy.consentNote}
      </p>
    </form>
  );
}
