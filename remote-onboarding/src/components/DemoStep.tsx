import { useEffect, useRef, useState, type FormEvent, type Ref } from 'react';
import {
  formatEuros,
  funnelPlan,
  measure,
  paths,
  planKeySchema,
  plans,
  saveOnboardingDraft,
  type PaidPlanKey,
  buttonStyles,
  focusRing,
  theme,
  useSiteConfig,
} from '@estefania/shared';
import { isValidEmail, isValidPhone, type DemoData } from '@estefania/shared/webhooks';
import { demoStepContent as content } from '../content/onboarding';
import { browserNavigation } from '../navigation';
import { checkoutUrl, resolvePlan, trialPlan } from '../plans';
import { AudioPlayer } from './AudioPlayer';
import { DemoFacts } from './DemoFacts';
import { TextField } from './TextField';

export interface ContactValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

type FieldName = keyof ContactValues;
const fieldOrder: FieldName[] = ['firstName', 'lastName', 'phone', 'email'];

type FormError = { message: string; fields: FieldName[]; kind?: 'plan' };

/** "Lucía Martín García" → Lucía / Martín García: a start the visitor can correct. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/**
 * Step 3: what the demo learned, its two clips, and the contact form that saves the draft and
 * sends the browser to the plan's hosted payment page, or, for a free trial, to the trial link
 * (no card, the terms stated before activating). A trial visitor may switch to a paid plan here.
 */
export function DemoStep({
  demo,
  productId,
  planName,
  initial,
  headingRef,
  trial = false,
  afterTrial = false,
}: {
  demo: DemoData | null;
  productId: string;
  planName: string;
  initial: ContactValues;
  headingRef?: Ref<HTMLHeadingElement>;
  /** Starts as a free trial. */
  trial?: boolean;
  /** Came back from a trial to choose a paid plan instead: the plan is chosen here. */
  afterTrial?: boolean;
}) {
  const config = useSiteConfig();
  const [trialMode, setTrialMode] = useState(trial);
  const [leftTrial, setLeftTrial] = useState(afterTrial);
  // A trial's plan is the one it turns into; otherwise the plan of the link or the draft, and a
  // visitor who came without one (or left the trial) picks it here.
  const linkedPlan = trialMode ? trialPlan(config) : leftTrial ? null : resolvePlan(config, productId, planName);
  const [picked, setPicked] = useState<PaidPlanKey | null>(null);
  const plan = linkedPlan ?? (picked ? resolvePlan(config, config.plans[picked].productId) : null);
  const planPicker = useRef<HTMLFieldSetElement>(null);
  const [values, setValues] = useState<ContactValues>(initial);
  const [error, setError] = useState<FormError | null>(null);
  const [leaving, setLeaving] = useState(false);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  const errorRef = useRef<HTMLDivElement>(null);

  const change = (name: FieldName) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((previous) => ({ ...previous, [name]: value }));
  };

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

  const chooseAPlan = () => {
    setTrialMode(false);
    setLeftTrial(true);
    if (error?.kind === 'plan') setError(null);
  };

  useEffect(() => {
    // The visitor asked for the plans: the choice they asked for gets the focus.
    if (leftTrial && !afterTrial) planPicker.current?.focus();
  }, [leftTrial, afterTrial]);

  const pickPlan = (key: PaidPlanKey) => {
    setPicked(key);
    // The plan was the problem and it is now solved: the message would only mislead.
    if (error?.kind === 'plan') setError(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (leaving) return;
    const trimmed: ContactValues = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      phone: values.phone.trim(),
      email: values.email.trim(),
    };
    // Spec §5 step 3, in its order: the fields, the demo, the plan.
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
      ...(trialMode ? { trial: true } : {}),
    });
    if (!saved) return fail({ message: content.errors.storage, fields: [] });
    setError(null);
    setLeaving(true);
    measure({ type: 'contact_submitted', plan: funnelPlan(plan.key, trialMode) });
    // Back from the payment (or trial) page must find /onboarding without the plan query: with it the
    // saved draft would be deleted (spec §4) and the demo lost; without it the draft resumes at step 3.
    browserNavigation.replaceAddress(paths.onboarding);
    browserNavigation.assign(checkoutUrl(plan.checkoutLink, trimmed.email, demo.demo_id));
  };

  const errorId = 'onboarding-contact-error';
  const fieldError = (name: FieldName) => (error?.fields.includes(name) ? errorId : undefined);

  return (
    <section aria-labelledby="onboarding-demo-heading">
      <h2
        id="onboarding-demo-heading"
        ref={headingRef}
        tabIndex={-1}
        css={{ fontSize: theme.fontSizes['2xl'], '&:focus, &:focus-visible': { outline: 'none' } }}
      >
        {content.heading}
      </h2>
      {demo ? (
        <>
          {/* An unread site gets the note in DemoFacts instead: nothing was learned from it. */}
          {demo.site_read === false ? null : <p css={{ color: theme.colors.muted }}>{content.intro}</p>}
          <DemoFacts demo={demo} />
          <div css={{ display: 'grid', gap: theme.space(4), marginBottom: theme.space(10) }}>
            <AudioPlayer
              src={demo.audio_greeting}
              label={content.players.greeting}
              onHeard={(secondsHeard) =>
                measure({ type: 'demo_played', plan: funnelPlan(plan?.key ?? null, trialMode), clip: 'greeting', secondsHeard })
              }
            />
            <AudioPlayer
              src={demo.audio_message}
              label={content.players.message}
              onHeard={(secondsHeard) =>
                measure({ type: 'demo_played', plan: funnelPlan(plan?.key ?? null, trialMode), clip: 'message', secondsHeard })
              }
            />
          </div>
        </>
      ) : null}

      {trialMode ? <TrialTerms onChoosePlan={chooseAPlan} /> : null}
      <h3 css={{ fontSize: theme.fontSizes.xl }}>{content.formHeading}</h3>
      <p css={{ color: theme.colors.muted }}>
        {trialMode ? content.trial.formIntro : content.formIntro}
        {plan && !trialMode ? (
          <>
            {' '}
            {content.planLabel}: <strong>{plan.planName}</strong>.
          </>
        ) : null}
      </p>
      <form noValidate onSubmit={submit}>
        {linkedPlan ? null : (
          <PlanPicker
            ref={planPicker}
            hint={leftTrial ? content.planPicker.hintAfterTrial : content.planPicker.hint}
            picked={picked}
            onPick={pickPlan}
            invalid={error?.kind === 'plan'}
          />
        )}
        <div css={{ display: 'grid', gap: `0 ${theme.space(4)}`, gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' }}>
          {fieldOrder.map((name) => (
            <TextField
              key={name}
              ref={(element) => {
                inputs.current[name] = element;
              }}
              label={content.fields[name].label}
              placeholder={content.fields[name].placeholder}
              name={name}
              type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
              autoComplete={{ firstName: 'given-name', lastName: 'family-name', phone: 'tel', email: 'email' }[name]}
              maxLength={{ firstName: 100, lastName: 100, phone: 32, email: 254 }[name]}
              value={values[name]}
              onChange={change(name)}
              aria-invalid={error?.fields.includes(name) || undefined}
              describedBy={fieldError(name)}
            />
          ))}
        </div>
        {error ? (
          <div
            id={errorId}
            ref={errorRef}
            tabIndex={-1}
            role="alert"
            css={{
              margin: `0 0 ${theme.space(4)}`,
              padding: theme.space(3),
              border: `1px solid ${theme.colors.danger}`,
              borderRadius: theme.radii.md,
              color: theme.colors.danger,
              background: '#fef2f2',
            }}
          >
            <p css={{ margin: 0, fontWeight: 600 }}>{error.message}</p>
            {error.kind === 'plan' ? (
              <p css={{ margin: `${theme.space(1)} 0 0`, color: theme.colors.text }}>
                {content.errors.invalidPlanHelp} <a href={paths.pricing}>{content.errors.invalidPlanLink}</a>
              </p>
            ) : null}
          </div>
        ) : null}
        <button type="submit" disabled={leaving} css={buttonStyles('primary')}>
          {trialMode ? content.trial.submit : content.submit}
        </button>
      </form>
    </section>
  );
}

/** What the free trial is and what follows it, said before the visitor activates it (spec §4). */
function TrialTerms({ onChoosePlan }: { onChoosePlan: () => void }) {
  return (
    <section
      aria-labelledby="onboarding-trial-heading"
      css={{
        border: `1px solid ${theme.colors.brand}`,
        background: theme.colors.brandSoft,
        borderRadius: theme.radii.md,
        padding: theme.space(4),
        margin: `0 0 ${theme.space(6)}`,
      }}
    >
      <h3 id="onboarding-trial-heading" css={{ fontSize: theme.fontSizes.lg, margin: `0 0 ${theme.space(2)}` }}>
        {content.trial.heading}
      </h3>
      <p css={{ margin: `0 0 ${theme.space(2)}`, fontWeight: 700 }}>{content.trial.summary}</p>
      <p css={{ margin: `0 0 ${theme.space(3)}` }}>{content.trial.terms}</p>
      <button
        type="button"
        onClick={onChoosePlan}
        css={[
          focusRing,
          {
            background: 'none',
            border: 0,
            padding: 0,
            font: 'inherit',
            color: theme.colors.brandDark,
            textDecoration: 'underline',
            cursor: 'pointer',
          },
        ]}
      >
        {content.trial.choosePlan}
      </button>
    </section>
  );
}

/** The three self-service plans as a radio group, for a visitor who reached step 3 without a plan. */
function PlanPicker({
  ref,
  hint,
  picked,
  onPick,
  invalid,
}: {
  ref?: Ref<HTMLFieldSetElement>;
  hint: string;
  picked: PaidPlanKey | null;
  onPick: (key: PaidPlanKey) => void;
  invalid: boolean;
}) {
  const choices = plans.flatMap((plan) => {
    const key = planKeySchema.safeParse(plan.key);
    return key.success && plan.monthlyPriceCents !== null
      ? [{ key: key.data, label: content.planPicker.option(plan.name, formatEuros(plan.monthlyPriceCents), plan.callsLabel) }]
      : [];
  });
  return (
    <fieldset
      ref={ref}
      tabIndex={-1}
      aria-describedby={invalid ? 'onboarding-contact-error' : undefined}
      css={{
        border: `1px solid ${invalid ? theme.colors.danger : theme.colors.border}`,
        borderRadius: theme.radii.md,
        padding: theme.space(4),
        margin: `0 0 ${theme.space(6)}`,
      }}
    >
      <legend css={{ fontWeight: 700, padding: `0 ${theme.space(1)}` }}>{content.planPicker.legend}</legend>
      <p css={{ margin: `0 0 ${theme.space(3)}`, color: theme.colors.muted }}>{hint}</p>
      <div css={{ display: 'grid', gap: theme.space(2) }}>
        {choices.map((choice) => (
          <label key={choice.key} css={{ display: 'flex', gap: theme.space(2), alignItems: 'center', cursor: 'pointer' }}>
            <input
              type="radio"
              name="plan"
              value={choice.key}
              checked={picked === choice.key}
              onChange={() => onPick(choice.key)}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
