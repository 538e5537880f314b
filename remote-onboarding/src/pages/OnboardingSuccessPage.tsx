import { PageMeta, siteMenus, useSiteMenus } from '@estefania/shared';
import { successContent as content } from '../content/onboarding';
import { islands } from '../islands';

export default function OnboardingSuccessPage() {
  const menus = useSiteMenus([siteMenus.onboardingLegal]);
  return (
    <>
      <PageMeta {...content.meta} />
      <islands.OnboardingSuccess menus={menus} />
    </>
  );
}
