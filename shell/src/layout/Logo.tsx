import { theme } from '@estefania/shared';

/** `onDark` keeps the "IA" legible on the dark footer. */
export function Logo({ onDark = false }: { onDark?: boolean }) {
  return (
    <span
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: '0.5rem',
        fontWeight: 800,
        fontSize: '1.25rem',
        letterSpacing: '-0.02em',
      }}
    >
      <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill={theme.colors.brand} />
        <path d="M20 18h24v6H27v5h15v6H27v5h17v6H20z" fill="#fff" />
      </svg>
      <span>
        Estefan<span css={{ color: onDark ? '#a5b4fc' : theme.colors.brand }}>IA</span>
      </span>
    </span>
  );
}
