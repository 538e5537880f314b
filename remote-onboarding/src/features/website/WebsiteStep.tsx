import { useEffect, useRef, useState, type FormEvent } from 'react';
import { buttonStyles, theme } from '@estefania/shared';
import {
  checkWebsiteStep,
  formActions,
  websiteStepFields,
  websiteStepInputs,
  type WebsiteStepValues,
} from '@estefania/shared/forms';
import { websiteStepContent as content } from './content/website';
import { TextField } from '../../components/TextField';

export type WebsiteValues = WebsiteStepValues;

type FieldName = keyof WebsiteValues;

/** Each field's message when sent empty (also what the page script says before the code arrives). */
const requiredMessages: Record<FieldName, string> = {
  website: content.errors.website,
  fullName: content.errors.fullName,
  email: content.errors.email,
};

/** Only our fields' own messages: the props come from the page, and the page from anyone. */
function pickErrors(given: Partial<Record<FieldName, string>> | undefined): Partial<Record<FieldName, string>> {
  const picked: Partial<Record<FieldName, string>> = {};
  for (const name of websiteStepFields) if (given?.[name] === requiredMessages[name]) picked[name] = requiredMessages[name];
  return picked;
}

/** Spec §5 step 1, our own messages (no browser bubbles): the shared check the shell server also runs. */
export const validateWebsiteStep = checkWebsiteStep;

/**
 * Step 1: website, full name and business email. `onSubmit` runs the demo creation and resolves
 * once it is over; until then the form cannot send again. Sent before the page is hydrated (or
 * without JavaScript), the form posts to the shell server, which makes the demo itself; the plan
 * chosen in the query goes with it.
 */
export function WebsiteStep({
  initial,
  failure,
  onSubmit,
  plan,
  initialErrors,
}: {
  /** The plan of the page's query (product id and name), posted with the form. */
  plan?: { productId: string; planName: string };
  initial?: Partial<WebsiteValues>;
  /** Why the last attempt failed, kept on screen (the toast goes away) and read with the button. */
  failure?: string | null;
  onSubmit: (values: WebsiteValues) => Promise<boolean>;
  /** What the page script already said (an empty send before the code arrived): kept on screen. */
  initialErrors?: Partial<Record<FieldName, string>>;
}) {
  const [values, setValues] = useState<WebsiteValues>({ website: '', fullName: '', email: '', ...initial });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>(() => pickErrors(initialErrors));
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  const submitRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  useEffect(() => {
    // After a failed attempt the button is enabled again: the visitor is put back on it to retry.
    if (!sending && refocus.current) {
      refocus.current = false;
      submitRef.current?.focus();
    }
  }, [sending]);

  const change = (name: FieldName) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((previous) => ({ ...previous, [name]: value }));
    if (errors[name]) setErrors((previous) => ({ ...previous, [name]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found = validateWebsiteStep(values);
    setErrors(found);
    const firstInvalid = websiteStepFields.find((name) => found[name]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    inFlight.current = true;
    setSending(true);
    const created = await onSubmit(values);
    inFlight.current = false;
    if (!created) {
      refocus.current = true;
      setSending(false);
    }
  };

  return (
    <section aria-labelledby="onboarding-website-heading">
      <h2 id="onboarding-website-heading" css={{ fontSize: theme.fontSizes['2xl'] }}>
        {content.heading}
      </h2>
      <p css={{ color: theme.colors.muted }}>{content.intro}</p>
      <form method="post" action={formActions.onboarding} noValidate onSubmit={submit} aria-busy={sending}>
        {plan?.productId ? <input type="hidden" name="product" value={plan.productId} /> : null}
        {plan?.planName ? <input type="hidden" name="plan" value={plan.planName} /> : null}
        {websiteStepFields.map((name) => {
          const field: { label: string; placeholder: string; hint?: string } = content.fields[name];
          return (
            <TextField
              key={name}
              ref={(element) => {
                inputs.current[name] = element;
              }}
              label={field.label}
              hint={field.hint}
              placeholder={field.placeholder}
              name={name}
              {...websiteStepInputs[name]}
              value={values[name]}
              onChange={change(name)}
              error={errors[name]}
              requiredMessage={requiredMessages[name]}
            />
          );
        })}
        {failure && !sending ? (
          <p id="onboarding-website-failure" css={{ margin: `0 0 ${theme.space(4)}`, color: theme.colors.danger }}>
            {failure}
          </p>
        ) : null}
        <button
          ref={submitRef}
          type="submit"
          disabled={sending}
          aria-describedby={failure && !sending ? 'onboarding-website-failure' : undefined}
          css={buttonStyles('primary')}
        >
          {content.submit}
        </button>
      </form>
    </section>
  );
}
