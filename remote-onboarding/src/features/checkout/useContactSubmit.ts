import { useEffect, useRef, useState } from 'react';
import { funnelPlan, measure, paths } from '@estefania/shared';
import { saveOnboardingDraft } from '@estefania/shared/onboarding-draft';
import { isValidEmail, isValidPhone, type DemoData } from '@estefania/shared/webhooks';
import { checkoutContent as content } from './content/checkout';
import { browserNavigation } from '../../components/navigation';
import { checkoutUrl, type ChosenPlan } from './plans';
import { fieldOrder, type ContactValues, type FieldName, type FormError } from './contact';

/**
 * Step 3's submit: checks the contact data (spec §5 step 3, in its order: the fields, the demo, the plan, then
 * what the account webhook would refuse), saves the draft and leaves for the plan's hosted payment page or the
 * trial link. A refused submit sets `error` and moves the focus to the first field to fix (`inputs`) or to the
 * message (`errorRef`); `leaving` stays true until the page is left, or restored from the browser's cache.
 */
export function useContactSubmit({ demo, plan, trial }: { demo: DemoData | null; plan: ChosenPlan | null; trial: boolean }) {
  const [error, setError] = useState<FormError | null>(null);
  const [leaving, setLeaving] = useState(false);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  const errorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Back from the payment page may restore this very page from the browser's cache, still
    // "leaving": the button must work again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  useEffect(() => {
    // Once the message is on screen: the first field to fix, or the message itself.
    if (!error) return;
    const first = fieldOrder.find((name) => error.fields.includes(name));
    if (first) inputs.current[first]?.focus();
    else errorRef.current?.focus();
  }, [error]);

  const fail = (found: FormError) => setError(found);

  /** The plan was the problem and it is now solved (picked, or the trial left): the message would only mislead. */
  const planChosen = () => {
    if (error?.kind === 'plan') setError(null);
  };

  const submit = (values: ContactValues) => {
    if (leaving) return;
    const trimmed: ContactValues = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      phone: values.phone.trim(),
      email: values.email.trim(),
    };
    const empty = fieldOrder.filter((name) => !trimmed[name]);
    if (empty.length > 0) return fail({ message: content.errors.missingFields, fields: empty });
    if (!demo) return fail({ message: content.errors.missingDemo, fields: [] });
    if (!plan) return fail({ message: content.errors.invalidPlan, fields: [], kind: 'plan' });
    // The account is created with these after paying: catch what the webhook would refuse now.
    if (!isValidPhone(trimmed.phone)) return fail({ message: content.errors.invalidPhone, fields: ['phone'] });
    if (!isValidEmail(trimmed.email)) return fail({ message: content.errors.invalidEmail, fields: ['email'] });

    const saved = saveOnboardingDraft({
      ...trimmed,
      demoData: demo,
      productId: plan.productId,
      planName: plan.planName,
      ...(trial ? { trial: true } : {}),
    });
    if (!saved) return fail({ message: content.errors.storage, fields: [] });
    setError(null);
    setLeaving(true);
    measure({ type: 'contact_submitted', plan: funnelPlan(plan.key, trial) });
    // Back from the payment (or trial) page must find /onboarding without the plan query: with it the
    // saved draft would be deleted (spec §4) and the demo lost; without it the draft resumes at step 3.
    browserNavigation.replaceAddress(paths.onboarding);
    browserNavigation.assign(checkoutUrl(plan.checkoutLink, trimmed.email, demo.demo_id));
  };

  return { error, leaving, submit, planChosen, inputs, errorRef };
}
