import { useEffect, useId, useRef } from 'react';
import { theme } from '@estefania/shared';
import { useTimedMessages, type TimedMessage } from './useTimedMessages';

/**
 * Full-screen overlay with a spinner and status texts that change over time (spec §4). Mounted only
 * while the work runs, so its clock starts at zero each time. It takes the focus so that the form
 * behind it (made inert by the island) cannot be used or submitted again; Tab does not leave it for
 * the header and footer underneath.
 */
export function LoadingOverlay({ messages }: { messages: readonly TimedMessage[] }) {
  const text = useTimedMessages(messages);
  const ref = useRef<HTMLDivElement>(null);
  const textId = useId();
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      // A modal named by its current text: taking the focus reads the first message, which a live
      // region present from the start would not announce; the later ones come through the status.
      role="dialog"
      aria-modal="true"
      aria-labelledby={textId}
      onKeyDown={(event) => {
        if (event.key === 'Tab') event.preventDefault();
      }}
      data-testid="loading-overlay"
      css={{
        position: 'fixed',
        inset: 0,
        zIndex: 1000,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: theme.space(6),
        padding: theme.space(6),
        background: 'rgb(15 23 42 / 88%)',
        color: theme.colors.onBrand,
        textAlign: 'center',
        outline: 'none',
      }}
    >
      <span
        aria-hidden="true"
        css={{
          width: 56,
          height: 56,
          borderRadius: '50%',
          border: '5px solid rgb(255 255 255 / 30%)',
          borderTopColor: theme.colors.onBrand,
          animation: 'onboarding-spin 0.9s linear infinite',
          '@keyframes onboarding-spin': { to: { transform: 'rotate(360deg)' } },
        }}
      />
      <p id={textId} role="status" aria-live="polite" css={{ fontSize: theme.fontSizes.xl, fontWeight: 600, margin: 0 }}>
        {text}
      </p>
    </div>
  );
}
