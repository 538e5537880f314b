import { CardGrid, Section, theme, IconTile, SectionHeading, TitledCard } from '@estefania/shared';
import type { IconItem } from './content/solutions';

/** A titled section of cards, each with an icon, a title and a description. */
export function IconCards({
  id,
  title,
  lead,
  items,
  tone = 'plain',
  accent = theme.colors.brand,
}: {
  id: string;
  title: string;
  lead?: string;
  items: readonly IconItem[];
  tone?: 'plain' | 'alt';
  accent?: string;
}) {
  return (
    <Section id={id} aria-labelledby={`${id}-titulo`} tone={tone}>
      <SectionHeading id={`${id}-titulo`} title={title} lead={lead} />
      <div css={{ marginTop: theme.space(6) }}>
        <CardGrid minWidth={items.length === 4 ? 230 : 280}>
          {items.map((item) => {
            const Icon = item.icon;
            return (
              <li key={item.title}>
                <TitledCard
                  title={item.title}
                  description={item.description}
                  tile={
                    <IconTile color={accent}>
                      <Icon size={24} />
                    </IconTile>
                  }
                />
              </li>
            );
          })}
        </CardGrid>
      </div>
    </Section>
  );
}
