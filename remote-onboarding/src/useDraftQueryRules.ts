import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { clearOnboardingDraft, notify, readOnboardingDraft, type OnboardingDraft } from '@estefania/shared';
import { onboardingContent as content } from './content/onboarding';

/**
 * Spec §4: a plan in the query starts afresh (the saved draft is deleted); a saved draft and no
 * plan in the query resumes it, with an info toast. Runs once per visit, StrictMode included.
 */
export function useDraftQueryRules(): OnboardingDraft | null {
  const [params] = useSearchParams();
  const [draft, setDraft] = useState<OnboardingDraft | null>(null);
  const applied = useRef(false);
  const startsAfresh = params.has('product') || params.has('plan');

  useEffect(() => {
    if (applied.current) return;
    applied.current = true;
    if (startsAfresh) {
      clearOnboardingDraft();
      return;
    }
    const saved = readOnboardingDraft();
    if (saved) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- browser storage is read once, after mount
      setDraft(saved);
      notify('info', saved.trial ? content.resumeTrialToast : content.resumeToast);
    }
  }, [startsAfresh]);

  return draft;
}
