import { useId, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { notify, Button, inputStyles, theme } from '@estefania/shared';
import { type LeadEndpoint } from '@estefania/shared/http';
import { isValidEmail } from '@estefania/shared/webhooks';
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

export const emailErrors = {
  empty: 'Escribe tu email para continuar.',
  invalid: 'Revisa el email: no parece una dirección válida.',
} as const;

/**
 * One email field and a button that signs the visitor up to a lead list (newsletter, book
 * waitlist). Submitting is the consent, and the note says so; the lead goes out with
 * `consent: true` only after that click. On failure the email stays in the field.
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
    const value = email.trim();
    const problem = value === '' ? emailErrors.empty : isValidEmail(value) ? null : emailErrors.invalid;
    setError(problem);
    if (problem) {
      // Back to the field, where the message below it says what to fix.
      document.getElementById(inputId)?.focus();
      notify('error', 'Error', problem);
      return;
    }
    const result = await send({ email: value, consent: true });
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
    <form noValidate onSubmit={handleSubmit} css={{ display: 'grid', gap: theme.space(3) }}>
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
