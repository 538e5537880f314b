import { PageMeta } from '@estefania/shared';
import { OnboardingScreen } from '../features/screen/OnboardingScreen';
import { successContent as content } from '../features/success/content/success';
import { islands } from '../islands';

export default function OnboardingSuccessPage() {
  return (
    <>
      <PageMeta {...content.meta} />
      <OnboardingScreen>
        <islands.OnboardingSuccess />
      </OnboardingScreen>
    </>
  );
}
