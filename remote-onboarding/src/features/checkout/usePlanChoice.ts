import { useState } from 'react';
import { type PaidPlanKey, useSiteConfig } from '@estefania/shared';
import { pickedPlan, resolvePlan, trialPlan, type ChosenPlan } from './plans';

/**
 * How step 3 goes on: a free trial, a paid plan chosen here after leaving (or being refused) a trial, or a
 * paid plan (the link's, the draft's, or picked here).
 */
export type CheckoutMode = 'trial' | 'after-trial' | 'paid';

export interface PlanChoice {
  mode: CheckoutMode;
  /** The mode step 3 started in: leaving the trial here, not arriving after it, puts the focus on the plans. */
  initialMode: CheckoutMode;
  /** The plan of the link, the draft or the trial; null when the visitor picks it here. */
  linkedPlan: ChosenPlan | null;
  picked: PaidPlanKey | null;
  /** What the submit sends the visitor to pay for (or try); null until one is known. */
  plan: ChosenPlan | null;
  pick: (key: PaidPlanKey) => void;
  leaveTrial: () => void;
}

/**
 * Step 3's plan: a trial's plan is the one it turns into; otherwise the plan of the link or the draft, and a
 * visitor who came without one (or left the trial) picks it here.
 */
export function usePlanChoice(productId: string, planName: string, initialMode: CheckoutMode): PlanChoice {
  const config = useSiteConfig();
  const [mode, setMode] = useState(initialMode);
  const linkedPlan =
    mode === 'trial' ? trialPlan(config) : mode === 'after-trial' ? null : resolvePlan(config, productId, planName);
  const [picked, setPicked] = useState<PaidPlanKey | null>(null);
  const plan = linkedPlan ?? (picked ? pickedPlan(config, picked) : null);
  return { mode, initialMode, linkedPlan, picked, plan, pick: setPicked, leaveTrial: () => setMode('after-trial') };
}
