import { PageMeta, siteMenus, useSiteMenus } from '@estefania/shared';
import { onboardingContent as content } from '../content/onboarding';
import { islands } from '../islands';

/** The menus the flow shows, handed to it as data (an island has no site of its own in the browser). */
export const ONBOARDING_MENUS = [siteMenus.industries, siteMenus.onboardingLegal];

export default function OnboardingPage() {
  const menus = useSiteMenus(ONBOARDING_MENUS);
  return (
    <>
      <PageMeta {...content.meta} />
      <islands.OnboardingFlow menus={menus} />
    </>
  );
}
