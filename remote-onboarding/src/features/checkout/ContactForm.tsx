import { useEffect, useRef, useState } from 'react';
import { buttonStyles, paths, theme, type PaidPlanKey } from '@estefania/shared';
import { contactLimits } from '@estefania/shared/onboarding-draft';
import type { DemoData } from '@estefania/shared/webhooks';
import { noticeStyles } from '../../components/noticeStyles';
import { TextField } from '../../components/TextField';
import { contactErrorId, contactInputs, fieldOrder, type ContactValues, type FieldName } from './contact';
import { checkoutContent as content } from './content/checkout';
import { PlanPicker } from './PlanPicker';
import { TrialTerms } from './TrialTerms';
import { useContactSubmit } from './useContactSubmit';
import type { PlanChoice } from './usePlanChoice';

/**
 * Step 3's contact form: saves the draft and sends the browser to the plan's hosted payment page, or, for a
 * free trial, to the trial link (no card, the terms stated before activating). A visitor without a plan picks
 * one here; a trial visitor may switch to a paid plan (`choice`, which the step holds: its demo clips measure
 * with the plan).
 */
export function ContactForm({ demo, initial, choice }: { demo: DemoData | null; initial: ContactValues; choice: PlanChoice }) {
  const { mode, initialMode, linkedPlan, picked, plan } = choice;
  const trialMode = mode === 'trial';
  const leftTrial = mode === 'after-trial';
  const planPicker = useRef<HTMLFieldSetElement>(null);
  const [values, setValues] = useState<ContactValues>(initial);
  const { error, leaving, submit, planChosen, inputs, errorRef } = useContactSubmit({ demo, plan, trial: trialMode });

  const change = (name: FieldName) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((previous) => ({ ...previous, [name]: value }));
  };

  const chooseAPlan = () => {
    choice.leaveTrial();
    planChosen();
  };

  useEffect(() => {
    // The visitor asked for the plans here: the choice they asked for gets the focus.
    if (mode === 'after-trial' && initialMode !== 'after-trial') planPicker.current?.focus();
  }, [mode, initialMode]);

  const pickPlan = (key: PaidPlanKey) => {
    choice.pick(key);
    planChosen();
  };

  const fieldError = (name: FieldName) => (error?.fields.includes(name) ? contactErrorId : undefined);

  return (
    <>
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
              {...contactInputs[name]}
              maxLength={contactLimits[name]}
              value={values[name]}
              onChange={change(name)}
              aria-invalid={error?.fields.includes(name) || undefined}
              describedBy={fieldError(name)}
            />
          ))}
        </div>
        {error ? (
          <div id={contactErrorId} ref={errorRef} tabIndex={-1} role="alert" css={noticeStyles('danger')}>
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
    </>
  );
}
