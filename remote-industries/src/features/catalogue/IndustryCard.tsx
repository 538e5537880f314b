import { Card, IconTile, theme } from '@estefania/shared';
import { paths } from '../../routes';
import { industryCardDescriptions } from './content/industryCards';
import { industriesIndexContent as content } from './content/catalogue';
import type { Industry } from './content/industryList';
import { IndustryIcon } from './IndustryIcon';

/** One industry on /industrias: its icon and name, its line, and the link to its page (an item of a list). */
export function IndustryCard({ industry }: { industry: Industry }) {
  return (
    <li>
      <Card css={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
        {/* Icon beside the name: 32 cards stacked on a phone stay a short scroll. */}
        <div css={{ display: 'flex', alignItems: 'center', gap: theme.space(3), marginBottom: theme.space(2) }}>
          <IconTile size={44}>
            <IndustryIcon slug={industry.slug} />
          </IconTile>
          <h3 css={{ fontSize: theme.fontSizes.lg, margin: 0 }}>{industry.name}</h3>
        </div>
        <p css={{ color: theme.colors.muted, flex: 1 }}>{industryCardDescriptions[industry.slug]}</p>
        <a href={paths.industry(industry.slug)} aria-label={`${content.moreInfo} sobre ${industry.name}`}>
          {content.moreInfo}
        </a>
      </Card>
    </li>
  );
}
