import { useEffect, useRef, useState, type Ref } from 'react';
import { funnelPlan, measure, paths, type PaidPlanKey, buttonStyles, theme, useSiteConfig } from '@estefania/shared';
import type { DemoData } from '@estefania/shared/webhooks';
import { checkoutContent } from '../checkout/content/checkout';
import { demoStepContent as content } from './content/demo';
import { pickedPlan, resolvePlan, trialPlan } from '../checkout/plans';
import { AudioPlayer } from './AudioPlayer';
import { contactErrorId, fieldOrder, type ContactValues, type FieldName } from '../checkout/contact';
import { DemoFacts } from './DemoFacts';
import { PlanPicker } from '../checkout/PlanPicker';
import { TextField } from '../../components/TextField';
import { TrialTerms } from '../checkout/TrialTerms';
import { useContactSubmit } from '../checkout/useContactSubmit';

/**
 * How step 3 goes on: a free trial, a paid plan chosen here after leaving (or being refused) a trial, or a
 * paid plan (the link's, the draft's, or picked here).
 */
export type DemoMode = 'trial' | 'after-trial' | 'paid';

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
  mode: initialMode = 'paid',
}: {
  demo: DemoData | null;
  productId: string;
  planName: string;
  initial: ContactValues;
  headingRef?: Ref<HTMLHeadingElement>;
  /** How it starts; a trial visitor may leave the trial for a paid plan here ('after-trial'). */
  mode?: DemoMode;
}) {
  const config = useSiteConfig();
  const [mode, setMode] = useState(initialMode);
  const trialMode = mode === 'trial';
  const leftTrial = mode === 'after-trial';
  // A trial's plan is the one it turns into; otherwise the plan of the link or the draft, and a
  // visitor who came without one (or left the trial) picks it here.
  const linkedPlan = trialMode ? trialPlan(config) : leftTrial ? null : resolvePlan(config, productId, planName);
  const [picked, setPicked] = useState<PaidPlanKey | null>(null);
  const plan = linkedPlan ?? (picked ? pickedPlan(config, picked) : null);
  const planPicker = useRef<HTMLFieldSetElement>(null);
  const [values, setValues] = useState<ContactValues>(initial);
  const { error, leaving, submit, planChosen, inputs, errorRef } = useContactSubmit({ demo, plan, trial: trialMode });

  const change = (name: FieldName) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((previous) => ({ ...previous, [name]: value }));
  };

  const chooseAPlan = () => {
    setMode('after-trial');
    planChosen();
  };

  useEffect(() => {
    // The visitor asked for the plans here: the choice they asked for gets the focus.
    if (mode === 'after-trial' && initialMode !== 'after-trial') planPicker.current?.focus();
  }, [mode, initialMode]);

  const pickPlan = (key: PaidPlanKey) => {
    setPicked(key);
    planChosen();
  };

  const fieldError = (name: FieldName) => (error?.fields.includes(name) ? contactErrorId : undefined);

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
      <h3 css={{ fontSize: theme.fontSizes.xl }}>{checkoutContent.formHeading}</h3>
      <p css={{ color: theme.colors.muted }}>
        {trialMode ? checkoutContent.trial.formIntro : checkoutContent.formIntro}
        {plan && !trialMode ? (
          <>
            {' '}
            {checkoutContent.planLabel}: <strong>{plan.planName}</strong>.
          </>
        ) : null}
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit(values);
        }}
      >
        {linkedPlan ? null : (
          <PlanPicker
            ref={planPicker}
            hint={leftTrial ? checkoutContent.planPicker.hintAfterTrial : checkoutContent.planPicker.hint}
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
              label={checkoutContent.fields[name].label}
              placeholder={checkoutContent.fields[name].placeholder}
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
            id={contactErrorId}
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
                {checkoutContent.errors.invalidPlanHelp} <a href={paths.pricing}>{checkoutContent.errors.invalidPlanLink}</a>
              </p>
            ) : null}
          </div>
        ) : null}
        <button type="submit" disabled={leaving} css={buttonStyles('primary')}>
          {trialMode ? checkoutContent.trial.submit : checkoutContent.submit}
        </button>
      </form>
    </section>
  );
}
