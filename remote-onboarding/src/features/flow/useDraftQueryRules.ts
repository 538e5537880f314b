import { useEffect, useRef, useState } from 'react';
import { clearOnboardingDraft, readOnboardingDraft, type OnboardingDraft } from '@estefania/shared/onboarding-draft';
import {
  funnelPlanFor,
  getSiteConfig,
  measure,
  notify,
  planQueryParams,
  trialQueryMode,
  usePageSearchParams,
} from '@estefania/shared';
import { onboardingContent as content } from './content/flow';

/**
 * Spec §4: a plan in the query starts afresh (the saved draft is deleted); a saved draft and no
 * plan in the query resumes it, with an info toast. Runs once per visit, StrictMode included.
 * Starting at step 1 is the funnel's first step (measured); resuming a draft is not a new start.
 */
export function useDraftQueryRules(): OnboardingDraft | null {
  const params = usePageSearchParams();
  const [draft, setDraft] = useState<OnboardingDraft | null>(null);
  const applied = useRef(false);
  const startsAfresh = params.has(planQueryParams.productId) || params.has(planQueryParams.planName);
  const productId = params.get(planQueryParams.productId) ?? '';
  const trial = trialQueryMode(params) === 'start';

  useEffect(() => {
    if (applied.current) return;
    applied.current = true;
    const saved = startsAfresh ? null : readOnboardingDraft();
    if (startsAfresh) clearOnboardingDraft();
    if (saved) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- browser storage is read once, after mount
      setDraft(saved);
      notify('info', saved.trial ? content.resumeTrialToast : content.resumeToast);
      return;
    }
    measure({ type: 'onboarding_started', plan: funnelPlanFor(getSiteConfig(), productId, trial) });
  }, [startsAfresh, productId, trial]);

  return draft;
}
