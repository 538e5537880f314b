import type { HeadlineClaimKey } from '@estefania/shared';
import { headlineFigures } from './content/figures';
import { IconStatements } from './IconStatements';

/** The five service figures as a row of short statements (home hero, /soluciones). */
export function HeadlineFigures({ labelledBy, omit = [] }: { labelledBy?: string; omit?: readonly HeadlineClaimKey[] }) {
  return (
    <IconStatements
      items={headlineFigures.items.filter(({ key }) => !omit.includes(key))}
      minWidth={230}
      aria-label={labelledBy ? undefined : headlineFigures.title}
      aria-labelledby={labelledBy}
    />
  );
}
