import type { ComponentPropsWithoutRef } from 'react';
import { Badge, Card, theme } from '@estefania/shared';

/** A pack or plan card: a column whose button sits at the bottom, outlined with a badge when it is the popular one. */
export function OfferCard({
  popular,
  popularLabel,
  children,
  ...rest
}: ComponentPropsWithoutRef<'div'> & { popular: boolean; popularLabel: string }) {
  return (
    <Card
      css={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: popular ? theme.colors.brand : undefined,
        borderWidth: popular ? 2 : undefined,
      }}
      {...rest}
    >
      {popular ? <Badge css={{ position: 'absolute', top: '-0.9rem', left: theme.space(6) }}>{popularLabel}</Badge> : null}
      {children}
    </Card>
  );
}
