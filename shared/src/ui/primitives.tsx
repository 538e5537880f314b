import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { css, Global, ThemeProvider } from '@emotion/react';
import { theme } from './theme';

export const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * A text input of any form on the site: 44 px touch target, a border with 3:1 contrast (WCAG 1.4.11),
 * red when `aria-invalid`.
 */
export const inputStyles = css`
  display: block;
  width: 100%;
  min-height: 44px;
  padding: 0.625rem 0.875rem;
  border: 1px solid #64748b;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
  &::placeholder {
    color: #64748b;
  }
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
  ${focusRing}
`;

/** Page-wide resets; rendered once by the shell or a standalone harness. */
export function SiteGlobalStyles() {
  return (
    <Global
      styles={css`
        *,
        *::before,
        *::after {
          box-sizing: border-box;
        }
        html {
          -webkit-text-size-adjust: 100%;
          scroll-padding-top: calc(${theme.layout.headerHeight} + 1rem);
        }
        body {
          margin: 0;
          font-family: ${theme.fonts.body};
          color: ${theme.colors.text};
          background: ${theme.colors.surface};
          line-height: 1.6;
        }
        img,
        svg {
          max-width: 100%;
        }
        img {
          height: auto;
        }
        a {
          color: ${theme.colors.brand};
        }
        h1,
        h2,
        h3,
        h4 {
          line-height: 1.2;
          margin: 0 0 0.5em;
        }
        p {
          margin: 0 0 1em;
        }
        :focus-visible {
          outline: 3px solid ${theme.colors.focus};
          outline-offset: 2px;
        }
        /* A toast (sonner) slides in opaque instead of also fading from transparent: the answer to a
           form is on screen from the frame it is added in, not from the frame after (#31). */
        [data-sonner-toast][data-mounted='false'][data-visible='true'] {
          opacity: 1;
        }
        @media (prefers-reduced-motion: reduce) {
          *,
          *::before,
          *::after {
            animation-duration: 0.01ms !important;
            transition-duration: 0.01ms !important;
            scroll-behavior: auto !important;
          }
        }
      `}
    />
  );
}

/** Theme + global styles: the providers every app mounts once. */
export function SiteThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <SiteGlobalStyles />
      {children}
    </ThemeProvider>
  );
}

export function Container({ children, ...rest }: ComponentPropsWithoutRef<'div'>) {
  return (
    <div css={{ maxWidth: theme.layout.maxWidth, margin: '0 auto', padding: `0 ${theme.space(5)}` }} {...rest}>
      {children}
    </div>
  );
}

type SectionTone = 'plain' | 'alt' | 'brand';

export function Section({ children, tone = 'plain', ...rest }: ComponentPropsWithoutRef<'section'> & { tone?: SectionTone }) {
  const background = tone === 'alt' ? theme.colors.surfaceAlt : tone === 'brand' ? theme.colors.brandDark : 'transparent';
  return (
    <section
      css={{
        padding: `${theme.space(14)} 0`,
        background,
        color: tone === 'brand' ? theme.colors.onBrand : undefined,
      }}
      {...rest}
    >
      <Container>{children}</Container>
    </section>
  );
}

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export function buttonStyles(variant: ButtonVariant = 'primary') {
  const palette = {
    primary: {
      background: theme.colors.brand,
      color: theme.colors.onBrand,
      border: theme.colors.brand,
      hover: theme.colors.brandDark,
    },
    secondary: {
      background: theme.colors.surface,
      color: theme.colors.brand,
      border: theme.colors.brand,
      hover: theme.colors.brandSoft,
    },
    ghost: { background: 'transparent', color: theme.colors.text, border: 'transparent', hover: theme.colors.brandSoft },
  }[variant];
  return css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.5rem;
    min-height: 44px;
    padding: 0.625rem 1.25rem;
    border-radius: ${theme.radii.pill};
    border: 2px solid ${palette.border};
    background: ${palette.background};
    color: ${palette.color};
    font: inherit;
    font-weight: 600;
    text-decoration: none;
    cursor: pointer;
    transition: background-color 0.15s ease;
    &:hover {
      background: ${variant === 'primary' ? palette.hover : palette.hover};
    }
    &:disabled,
    &[aria-disabled='true'] {
      opacity: 0.6;
      cursor: not-allowed;
    }
    ${focusRing}
  `;
}

export function Button({
  variant = 'primary',
  type = 'button',
  ...rest
}: ComponentPropsWithoutRef<'button'> & { variant?: ButtonVariant }) {
  return <button type={type} css={buttonStyles(variant)} {...rest} />;
}

type ButtonLinkProps = {
  href: string;
  /** Opens in a new tab (see `NewTabLink`): for addresses outside the site. */
  newTab?: boolean;
  variant?: ButtonVariant;
  children: ReactNode;
  className?: string;
};

/** What a link that opens a new tab says of it to a screen reader. */
export const newTabNote = '(se abre en una pestaña nueva)';

/** A link opened in a new tab (`rel="noopener noreferrer"`), for addresses outside the site; it says so to screen readers. */
export function NewTabLink({ children, ...rest }: ComponentPropsWithoutRef<'a'>) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...rest}>
      {children} <VisuallyHidden>{newTabNote}</VisuallyHidden>
    </a>
  );
}

/** A link that looks like a button: to a page of the site or anywhere else. */
export function ButtonLink({ href, newTab, variant = 'primary', children, className }: ButtonLinkProps) {
  const Link = newTab ? NewTabLink : 'a';
  return (
    <Link href={href} css={buttonStyles(variant)} className={className}>
      {children}
    </Link>
  );
}

/**
 * The look of a tooltip's bubble (a `role="tooltip"` element): `dark` on the light header, `light` on the dark
 * footer. Only the look lives in the kit; when it shows is the app's (the shell's: CSS and its page script).
 */
export function tooltipStyles(tone: 'dark' | 'light') {
  return css`
    background: ${tone === 'dark' ? theme.colors.text : theme.colors.surface};
    color: ${tone === 'dark' ? theme.colors.onBrand : theme.colors.text};
    padding: 0.375rem 0.75rem;
    border-radius: ${theme.radii.sm};
    font-size: ${theme.fontSizes.xs};
    box-shadow: ${tone === 'dark' ? 'none' : theme.shadows.popover};
    z-index: 40;
  `;
}

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <span
      css={{
        position: 'absolute',
        width: 1,
        height: 1,
        padding: 0,
        margin: -1,
        overflow: 'hidden',
        clip: 'rect(0, 0, 0, 0)',
        whiteSpace: 'nowrap',
        border: 0,
      }}
    >
      {children}
    </span>
  );
}
