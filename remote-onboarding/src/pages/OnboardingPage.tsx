import { PageMeta, siteMenus, useSiteMenus } from '@estefania/shared';
import { OnboardingScreen } from '../features/screen/OnboardingScreen';
import { onboardingContent as content } from '../features/flow/content/flow';
import { islands } from '../islands';

/** The menu the flow shows (the industries, to name the demo's sector), handed to it as data. */
const ONBOARDING_MENUS = [siteMenus.industries];

export default function OnboardingPage() {
  const menus = useSiteMenus(ONBOARDING_MENUS);
  return (
    <>
      <PageMeta {...content.meta} />
      <OnboardingScreen>
        <islands.OnboardingFlow menus={menus} />
      </OnboardingScreen>
    </>
  );
}
