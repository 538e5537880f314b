import { paths, siteMenus, theme, useSiteNav } from '@estefania/shared';
import type { DemoData } from '@estefania/shared/webhooks';
import { noticeStyles } from '../../components/noticeStyles';
import { demoStepCopy as content } from '@estefania/shared/forms';

/**
 * What the demo learned from the visitor's website (name, what the business does, sector), so the
 * visitor sees why the demo sounds the way it does; and, when the site could not be read, a plain
 * statement that the demo is generic — never a description we made up.
 */
export function DemoFacts({ demo }: { demo: DemoData }) {
  const unread = demo.site_read === false;
  // An older server sends no sector at all (row hidden); null means the site did not say.
  const sectorKnown = demo.company_sector !== undefined;
  // The sector's name as the industries remote publishes it in its menu (a slug it does not know: no name).
  const industries = useSiteNav(siteMenus.industries);
  const industry = demo.company_sector
    ? industries.find((link) => link.to === `${paths.industries}/${demo.company_sector}`)
    : undefined;
  return (
    <>
      {unread ? (
        <div role="note" aria-labelledby="onboarding-site-not-read" css={noticeStyles('info')}>
          <p id="onboarding-site-not-read" css={{ margin: 0, fontWeight: 700 }}>
            {content.siteNotRead.title}
          </p>
          <p css={{ margin: `${theme.space(1)} 0 0` }}>{content.siteNotRead.body}</p>
        </div>
      ) : null}
      <dl
        css={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          gap: `${theme.space(2)} ${theme.space(4)}`,
          margin: `0 0 ${theme.space(2)}`,
          '& dt': { fontWeight: 700 },
          '& dd': { margin: 0 },
        }}
      >
        <dt>{content.companyName}</dt>
        <dd>{demo.company_name}</dd>
        <dt>{content.companyDescription}</dt>
        <dd>{unread ? content.siteNotRead.description : demo.company_description || content.noDescription}</dd>
        {sectorKnown ? (
          <>
            <dt>{content.sector}</dt>
            <dd>{industry ? industry.label : content.noSector}</dd>
          </>
        ) : null}
        <dt>{content.website}</dt>
        <dd css={{ overflowWrap: 'anywhere' }}>{demo.website}</dd>
      </dl>
      {industry && !unread ? (
        <p css={{ margin: `0 0 ${theme.space(6)}`, color: theme.colors.muted }}>{content.sectorHint}</p>
      ) : (
        <div css={{ marginBottom: theme.space(4) }} />
      )}
    </>
  );
}
