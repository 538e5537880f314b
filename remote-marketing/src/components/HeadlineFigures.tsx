import { theme, type HeadlineClaimKey } from '@estefania/shared';
import { headlineFigures } from '../content/figures';

/** The five service figures as a row of short statements (home hero, /soluciones). */
export function HeadlineFigures({ labelledBy, omit = [] }: { labelledBy?: string; omit?: readonly HeadlineClaimKey[] }) {
  return (
    <ul
      aria-label={labelledBy ? undefined : headlineFigures.title}
      aria-labelledby={labelledBy}
      css={{
        listStyle: 'none',
        padding: 0,
        margin: 0,
        display: 'grid',
        gap: theme.space(3),
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(230px, 100%), 1fr))',
      }}
    >
      {headlineFigures.items
        .filter(({ key }) => !omit.includes(key))
        .map(({ key, text, icon: Icon }) => (
          <li
            key={key}
            css={{
              display: 'flex',
              alignItems: 'center',
              gap: theme.space(3),
              fontWeight: 600,
              color: theme.colors.brandDark,
            }}
          >
            <Icon aria-hidden="true" size={22} css={{ flex: 'none', color: theme.colors.brand }} />
            {text}
          </li>
        ))}
    </ul>
  );
}
