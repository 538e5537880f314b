import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Container } from './primitives';
import { theme } from './theme';

// The blocks pages are built of: cards, lists, headings, the hero. Built on `primitives.tsx`.

/**
 * The card look of the site: a white surface, border, rounded corners and a soft shadow. `as` gives it the
 * element its content is (`article` for a blog post or a sample call); `media`: a card that starts with an image
 * or a banner edge to edge, a full-height column with no padding of its own (its body pads itself, see
 * `CardBody`).
 */
export function Card({
  as: Tag = 'div',
  media = false,
  children,
  ...rest
}: ComponentPropsWithoutRef<'div'> & { as?: 'div' | 'article'; media?: boolean }) {
  return (
    <Tag
      css={[
        {
          background: theme.colors.surface,
          border: `1px solid ${theme.colors.border}`,
          borderRadius: theme.radii.lg,
          boxShadow: theme.shadows.card,
          padding: theme.space(6),
        },
        media && { height: '100%', display: 'flex', flexDirection: 'column', overflow: 'hidden', padding: 0 },
      ]}
      {...rest}
    >
      {children}
    </Tag>
  );
}

/**
 * A card of a grid, as tall as its row: an optional tile on top (an icon or a step number, an `IconTile`), its
 * h3 and a muted line; `children` come after the line (or stand in for it: a list).
 */
export function TitledCard({
  title,
  tile,
  description,
  children,
  ...rest
}: ComponentPropsWithoutRef<'div'> & { title: ReactNode; tile?: ReactNode; description?: ReactNode }) {
  return (
    <Card css={{ height: '100%' }} {...rest}>
      {tile ? <div css={{ display: 'flex', marginBottom: theme.space(3) }}>{tile}</div> : null}
      <h3 css={{ fontSize: theme.fontSizes.lg }}>{title}</h3>
      {description ? <p css={{ color: theme.colors.muted, margin: 0 }}>{description}</p> : null}
      {children}
    </Card>
  );
}

/**
 * Two things side by side on a wide screen (text beside a picture), one under the other on a narrow one,
 * centred on each other. `columns`: the wide screen's `grid-template-columns`; `gap` in spacing units.
 */
export function SideBySide({
  columns = '1fr 1fr',
  gap = 8,
  children,
  ...rest
}: ComponentPropsWithoutRef<'div'> & { columns?: string; gap?: number }) {
  return (
    <div
      css={{ display: 'grid', gap: theme.space(gap), alignItems: 'center', [theme.media.lg]: { gridTemplateColumns: columns } }}
      {...rest}
    >
      {children}
    </div>
  );
}

/** The text part of a `media` card: padded, stacked, and it takes the height left under the image. */
export function CardBody({ children, ...rest }: ComponentPropsWithoutRef<'div'>) {
  return (
    <div css={{ padding: theme.space(5), display: 'flex', flexDirection: 'column', gap: theme.space(3), flex: 1 }} {...rest}>
      {children}
    </div>
  );
}

/**
 * A section's h2 and its optional lead paragraph. `size="page"`: the large heading of the marketing sections;
 * `"section"`: one step down (the industry pages' sections); `"plain"`: the h2 at its default size (pricing's
 * sections). `id` goes on the h2, for the section's `aria-labelledby`.
 */
const headingSizes = {
  page: { fontSize: theme.fontSizes['3xl'] },
  section: { fontSize: theme.fontSizes['2xl'] },
  plain: undefined,
} as const;

export function SectionHeading({
  id,
  title,
  lead,
  size = 'page',
}: {
  id: string;
  title: ReactNode;
  lead?: ReactNode;
  size?: keyof typeof headingSizes;
}) {
  return (
    <>
      <h2 id={id} css={headingSizes[size]}>
        {title}
      </h2>
      {lead ? <p css={{ color: theme.colors.muted, maxWidth: '60ch' }}>{lead}</p> : null}
    </>
  );
}

/** The check mark in front of a feature (lucide's `check`, drawn here so the kit needs no icon library). */
function CheckMark() {
  return (
    <svg
      aria-hidden="true"
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke={theme.colors.success}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      css={{ flexShrink: 0, marginTop: 4 }}
    >
      <path d="M20 6 9 17l-5-5" />
    </svg>
  );
}

/**
 * What a plan, a pack or the service includes: a list with a check mark before each item. `minWidth`: laid out
 * as a grid of columns at least that wide (see `CardGrid`) instead of one column.
 */
export function FeatureList({
  items,
  minWidth,
  ...rest
}: ComponentPropsWithoutRef<'ul'> & { items: readonly string[]; minWidth?: number }) {
  const entries = items.map((item) => (
    <li key={item} css={{ display: 'flex', gap: theme.space(2), alignItems: 'flex-start' }}>
      <CheckMark />
      {item}
    </li>
  ));
  if (minWidth !== undefined) {
    return (
      <CardGrid minWidth={minWidth} gap={3} {...rest}>
        {entries}
      </CardGrid>
    );
  }
  return (
    <ul css={{ listStyle: 'none', padding: 0, margin: 0 }} {...rest}>
      {entries}
    </ul>
  );
}

export function Badge({ children, ...rest }: ComponentPropsWithoutRef<'span'>) {
  return (
    <span
      css={{
        display: 'inline-block',
        padding: '0.25rem 0.75rem',
        borderRadius: theme.radii.pill,
        background: theme.colors.brandSoft,
        color: theme.colors.brandDark,
        fontSize: theme.fontSizes.sm,
        fontWeight: 600,
      }}
      {...rest}
    >
      {children}
    </span>
  );
}

/**
 * The decorative tile in front of a card or a step: an icon on a soft square, or a step number on a solid
 * circle. Hidden from assistive technology (the heading next to it says the same).
 */
export function IconTile({
  size = 48,
  shape = 'square',
  tone = 'soft',
  color,
  children,
  ...rest
}: ComponentPropsWithoutRef<'span'> & { size?: number; shape?: 'square' | 'round'; tone?: 'soft' | 'solid'; color?: string }) {
  return (
    <span
      aria-hidden="true"
      css={{
        display: 'inline-flex',
        flex: 'none',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        borderRadius: shape === 'round' ? theme.radii.pill : theme.radii.md,
        background: tone === 'solid' ? theme.colors.brand : theme.colors.brandSoft,
        color: color ?? (tone === 'solid' ? theme.colors.onBrand : theme.colors.brand),
        fontWeight: 700,
      }}
      {...rest}
    >
      {children}
    </span>
  );
}

/** What a wide table says above itself on a phone, where it scrolls sideways. */
export const tableScrollHint = 'Desliza la tabla hacia un lado para ver todas las columnas.';

/**
 * A table wider than a phone: it scrolls sideways in its own box instead of widening the page, the box
 * focusable and named (`aria-label` or `aria-labelledby`) so keyboard users can scroll it too. `hint` shows
 * above it only where it does not fit (phones): the kit's sentence unless another is given, none with `null`.
 */
export function TableScroller({
  hint = tableScrollHint,
  children,
  ...rest
}: ComponentPropsWithoutRef<'div'> & { hint?: string | null }) {
  return (
    <>
      {hint ? (
        <p
          css={{
            fontSize: theme.fontSizes.sm,
            color: theme.colors.muted,
            margin: `0 0 ${theme.space(2)}`,
            [theme.media.md]: { display: 'none' },
          }}
        >
          {hint}
        </p>
      ) : null}
      {/* position: relative keeps visually hidden text inside the scroller, not past the page edge. */}
      <div css={{ overflowX: 'auto', position: 'relative' }} tabIndex={0} role="region" {...rest}>
        {children}
      </div>
    </>
  );
}

/** A row of actions (buttons, links) that wraps on a narrow screen; `css` adds the space around it. */
export function ActionRow({ children, ...rest }: ComponentPropsWithoutRef<'div'>) {
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(3) }} {...rest}>
      {children}
    </div>
  );
}

/** Page hero: the h1, an optional eyebrow and lead paragraph, actions and what follows them. */
export function Hero({
  title,
  lead,
  eyebrow,
  children,
  footer,
  titleId,
}: {
  title: ReactNode;
  /** The h1's id, for a control that brings the focus back to it (it takes `tabIndex={-1}`, no outline). */
  titleId?: string;
  lead?: ReactNode;
  eyebrow?: ReactNode;
  /** The actions (buttons), in a row. */
  children?: ReactNode;
  /** What follows the actions: a note, figures. */
  footer?: ReactNode;
}) {
  return (
    <section
      css={{
        padding: `${theme.space(16)} 0 ${theme.space(12)}`,
        background: `linear-gradient(180deg, ${theme.colors.brandSoft} 0%, ${theme.colors.surface} 100%)`,
      }}
    >
      <Container>
        {eyebrow ? <div css={{ marginBottom: theme.space(4) }}>{eyebrow}</div> : null}
        <h1
          {...(titleId ? { id: titleId, tabIndex: -1 } : {})}
          css={{
            fontSize: 'clamp(2rem, 5vw, 3rem)',
            maxWidth: '20ch',
            letterSpacing: '-0.02em',
            outline: titleId ? 'none' : undefined,
          }}
        >
          {title}
        </h1>
        {lead ? <p css={{ fontSize: theme.fontSizes.lg, color: theme.colors.muted, maxWidth: '60ch' }}>{lead}</p> : null}
        {children ? <ActionRow css={{ marginTop: theme.space(6) }}>{children}</ActionRow> : null}
        {footer}
      </Container>
    </section>
  );
}

/**
 * A responsive grid as a list: as many columns of at least `minWidth` as fit, `gap` in spacing units.
 * `stretch`: fewer items than columns share the whole width (a strip of three claims), instead of
 * keeping the column width (cards). `as="ol"` for items in order (steps).
 */
export function CardGrid({
  as: List = 'ul',
  minWidth = 260,
  gap = 5,
  stretch = false,
  children,
  ...rest
}: ComponentPropsWithoutRef<'ul'> & { as?: 'ul' | 'ol'; minWidth?: number; gap?: number; stretch?: boolean }) {
  return (
    <List
      css={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: theme.space(gap),
        gridTemplateColumns: `repeat(${stretch ? 'auto-fit' : 'auto-fill'}, minmax(min(${minWidth}px, 100%), 1fr))`,
      }}
      {...rest}
    >
      {children}
    </List>
  );
}
