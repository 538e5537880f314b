import type { LucideIcon } from 'lucide-react';
import { CardGrid, theme } from '@estefania/shared';

export interface IconStatement {
  key: string;
  text: string;
  icon: LucideIcon;
}

/** Short statements with an icon each, in a grid that wraps (the claims strips of home and /soluciones). */
export function IconStatements({
  items,
  minWidth,
  ...labelling
}: {
  items: readonly IconStatement[];
  minWidth: number;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}) {
  return (
    <CardGrid {...labelling} minWidth={minWidth} gap={3} stretch>
      {items.map(({ key, text, icon: Icon }) => (
        <li
          key={key}
          css={{ display: 'flex', alignItems: 'center', gap: theme.space(3), fontWeight: 600, color: theme.colors.brandDark }}
        >
          <Icon aria-hidden="true" size={22} css={{ flex: 'none', color: theme.colors.brand }} />
          {text}
        </li>
      ))}
    </CardGrid>
  );
}
