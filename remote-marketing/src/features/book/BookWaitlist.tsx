import { useEffect, useId, useRef, useState } from 'react';
import { buttonStyles, Card, theme } from '@estefania/shared';
import { formActions } from '@estefania/shared/forms';
import { BookOpen } from 'lucide-react';
import { EmailSignupForm } from '../forms/EmailSignupForm';
import { PrivacyNote } from '../forms/PrivacyNote';
import { bookContent } from './content/book';

const { waitlist } = bookContent;

/**
 * "Quiero el libro gratis": a disclosure that reveals the email field in place (no dialog, so
 * no focus trap to get wrong). Opening moves focus into the field; after joining, a status
 * message confirms and the form goes away.
 */
export function BookWaitlist() {
  const id = useId();
  const panelId = `${id}-panel`;
  const [open, setOpen] = useState(false);
  const [joined, setJoined] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const confirmationRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // The form (and the focused button) goes away on success: focus follows to the confirmation.
  useEffect(() => {
    if (joined) confirmationRef.current?.focus();
  }, [joined]);

  function close() {
    setOpen(false);
    toggleRef.current?.focus();
  }

  return (
    <div css={{ width: '100%' }}>
      <div role="status">
        {joined ? (
          <p
            ref={confirmationRef}
            tabIndex={-1}
            css={{
              margin: `0 0 ${theme.space(4)}`,
              padding: theme.space(4),
              borderRadius: theme.radii.md,
              background: '#dcfce7',
              color: '#14532d',
              fontWeight: 600,
            }}
          >
            {waitlist.confirmed(joined)}
          </p>
        ) : null}
      </div>
      {joined ? null : (
        <>
          <div>
            <button
              ref={toggleRef}
              type="button"
              css={buttonStyles('primary')}
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => (open ? close() : setOpen(true))}
            >
              <BookOpen aria-hidden="true" size={20} /> {bookContent.cta}
            </button>
            {/* The button needs JavaScript; without it the waitlist is a page of its own (the shell server's). */}
            <noscript>
              <p>
                <a href={formActions.bookWaitlist}>{waitlist.title}</a>
              </p>
            </noscript>
          </div>
          <Card
            id={panelId}
            hidden={!open}
            onKeyDown={(event) => {
              if (event.key === 'Escape') close();
            }}
            css={{ maxWidth: '40rem', marginTop: theme.space(4) }}
          >
            <h2 css={{ fontSize: theme.fontSizes.xl }}>{waitlist.title}</h2>
            <p css={{ color: theme.colors.muted }}>{waitlist.text}</p>
            <EmailSignupForm
              endpoint="bookWaitlist"
              inputRef={inputRef}
              onSuccess={(email) => setJoined(email)}
              copy={{
                ...waitlist.form,
                consentNote: (
                  <>
                    {waitlist.consent} <PrivacyNote />
                  </>
                ),
              }}
            />
          </Card>
        </>
      )}
    </div>
  );
}
