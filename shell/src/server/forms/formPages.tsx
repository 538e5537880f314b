// The pages the shell server answers a form with when it was posted without JavaScript (or before
// the page hydrated): the form again with the visitor's input and the spec's messages, the
// confirmation, or what went wrong. Plain server HTML: no script, styles in <head> from the
// site's theme, every input labelled. The words of the forms come from @estefania/shared/forms,
// the same module the enhanced forms read.
import {
  bookWaitlistForm,
  demoInputAttributes,
  demoStepCopy,
  privacyNote,
  demoRequestForm,
  formActions,
  newsletterForm,
  websiteStepFields,
  websiteStepForm,
  websiteStepInputs,
  type DemoField,
  type EmailSignupFormCopy,
  type FormName,
  type DemoRequestInput,
  type LeadForm,
  type WebsiteStepField,
  type WebsiteStepValues,
} from '@estefania/shared/forms';
import { onboardingPlanPath } from '@estefania/shared/plans';
import { paths } from '@estefania/shared/routes';
import type { DemoData } from '@estefania/shared/webhooks';
import {
  BackLinks,
  ErrorText,
  formPageCopy,
  page,
  ProblemBox,
  TextField,
  type PageConfig,
  type Problem,
} from './formPageDocument';

/** The forms contract's sentence that links to the privacy policy. */
function PrivacyLine() {
  return (
    <>
      {privacyNote.before} <a href={paths.privacy}>{privacyNote.link}</a>
      {privacyNote.after}
    </>
  );
}

export function demoRequestPage(
  config: PageConfig,
  values: DemoRequestInput,
  problem: Problem | null = null,
  invalid: ReadonlySet<DemoField | 'consent'> = new Set(),
): string {
  const fieldMessage = problem?.kind === 'invalid' ? problem.message : undefined;
  return page(
    formPageCopy.pageTitle.demoRequest,
    config,
    <>
      <h1>{formPageCopy.pageTitle.demoRequest}</h1>
      {problem ? <ProblemBox problem={problem} /> : null}
      <form className="card" method="post" action={formActions.demoRequest} noValidate aria-labelledby="demo-titulo">
        <h2 id="demo-titulo">{demoRequestForm.title}</h2>
        <p className="note">{demoRequestForm.intro}</p>
        {demoRequestForm.fields.map((field) => (
          <TextField
            key={field.name}
            id={`demo-${field.name}`}
            label={field.label}
            hint={'hint' in field ? field.hint : undefined}
            error={invalid.has(field.name) ? fieldMessage : undefined}
            {...demoInputAttributes(field)}
            defaultValue={values[field.name]}
          />
        ))}
        <div className="check">
          <input
            id="demo-consent"
            type="checkbox"
            name="consent"
            required
            defaultChecked={values.consent}
            aria-invalid={invalid.has('consent') || undefined}
            aria-describedby={invalid.has('consent') ? 'demo-consent-error' : undefined}
          />
          <label htmlFor="demo-consent">{demoRequestForm.consent}</label>
        </div>
        <ErrorText id="demo-consent-error" message={invalid.has('consent') ? fieldMessage : undefined} />
        <p className="note">
          <PrivacyLine />
        </p>
        <p>
          <button type="submit">{demoRequestForm.submit}</button>
        </p>
      </form>
      <BackLinks form="demoRequest" />
    </>,
  );
}

export type EmailSignupName = 'newsletter' | 'bookWaitlist';
const emailCopy: Record<EmailSignupName, EmailSignupFormCopy> = { newsletter: newsletterForm, bookWaitlist: bookWaitlistForm };

export function emailSignupPage(
  config: PageConfig,
  form: EmailSignupName,
  email: string,
  problem: Problem | null = null,
): string {
  const copy = emailCopy[form];
  const wrong = problem?.kind === 'invalid';
  return page(
    formPageCopy.pageTitle[form],
    config,
    <>
      <h1>{formPageCopy.pageTitle[form]}</h1>
      {problem ? <ProblemBox problem={problem} /> : null}
      <form className="card" method="post" action={formActions[form]} noValidate>
        <TextField
          id="email"
          label={copy.label}
          error={wrong ? problem.message : undefined}
          note="email-note"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          required
          placeholder={copy.placeholder}
          defaultValue={email}
        />
        <p id="email-note" className="note">
          {copy.consent} <PrivacyLine />
        </p>
        <p>
          <button type="submit">{copy.submit}</button>
        </p>
      </form>
      <BackLinks form={form} />
    </>,
  );
}

const successCopy: Record<LeadForm, { title: string; description: string }> = {
  demoRequest: demoRequestForm.toasts.success,
  newsletter: { title: newsletterForm.successTitle, description: newsletterForm.successDescription },
  bookWaitlist: { title: bookWaitlistForm.successTitle, description: bookWaitlistForm.successDescription },
};

/** The confirmation after a lead was taken (reached by a redirect that carries nothing personal). */
export function leadSentPage(config: PageConfig, form: LeadForm): string {
  const copy = successCopy[form];
  return page(
    copy.title,
    config,
    <>
      <div className="card ok" role="status">
        <h1>{copy.title}</h1>
        <p>{copy.description}</p>
      </div>
      <BackLinks form={form} />
    </>,
  );
}

/** A post refused before its fields were read (too large, not a form, another site): nothing to keep. */
export function refusedPage(config: PageConfig, form: FormName, message: string): string {
  return page(
    formPageCopy.problemTitle,
    config,
    <>
      <h1>{formPageCopy.problemTitle}</h1>
      <div className="alert" role="alert">
        <p>{message}</p>
      </div>
      <BackLinks form={form} />
    </>,
  );
}

export interface OnboardingPlan {
  productId: string;
  planName: string;
}

export function websiteStepPage(
  config: PageConfig,
  values: WebsiteStepValues,
  plan: OnboardingPlan,
  errors: Partial<Record<WebsiteStepField, string>> = {},
  problem: Problem | null = null,
): string {
  const { fields } = websiteStepForm;
  return page(
    formPageCopy.pageTitle.onboarding,
    config,
    <>
      <h1>{formPageCopy.pageTitle.onboarding}</h1>
      {problem ? <ProblemBox problem={problem} /> : null}
      <form className="card" method="post" action={formActions.onboarding} noValidate aria-labelledby="alta-titulo">
        <h2 id="alta-titulo">{websiteStepForm.heading}</h2>
        <p className="note">{websiteStepForm.intro}</p>
        {plan.productId ? <input type="hidden" name="product" value={plan.productId} /> : null}
        {plan.planName ? <input type="hidden" name="plan" value={plan.planName} /> : null}
        {websiteStepFields.map((name) => {
          const copy = fields[name];
          return (
            <TextField
              key={name}
              id={`alta-${name}`}
              label={copy.label}
              hint={'hint' in copy ? copy.hint : undefined}
              hintFirst
              error={errors[name]}
              name={name}
              placeholder={copy.placeholder}
              defaultValue={values[name]}
              {...websiteStepInputs[name]}
            />
          );
        })}
        <p>
          <button type="submit">{websiteStepForm.submit}</button>
        </p>
      </form>
      <BackLinks form="onboarding" />
    </>,
  );
}

/** Step 1 done on the server: the demo, playable without JavaScript, and what the rest needs. */
export function demoReadyPage(config: PageConfig, demo: DemoData, plan: OnboardingPlan): string {
  const again = onboardingPlanPath(plan);
  const clip = (label: string, src: string, id: string) => (
    <figure>
      <figcaption id={id}>
        <strong>{label}</strong>
      </figcaption>
      <audio controls preload="none" src={src} aria-labelledby={id}>
        {formPageCopy.onboarding.noAudio} <a href={src}>{formPageCopy.onboarding.download}</a>
      </audio>
    </figure>
  );
  return page(
    demoStepCopy.heading,
    config,
    <>
      <div className="card ok" role="status">
        <h1>{websiteStepForm.toasts.saved}</h1>
      </div>
      <h2>{demoStepCopy.heading}</h2>
      {demo.site_read === false ? (
        <p>
          <strong>{demoStepCopy.siteNotRead.title}.</strong> {demoStepCopy.siteNotRead.body}
        </p>
      ) : null}
      <dl>
        <dt>{demoStepCopy.companyName}</dt>
        <dd>{demo.company_name}</dd>
        {demo.company_description ? (
          <>
            <dt>{demoStepCopy.companyDescription}</dt>
            <dd>{demo.company_description}</dd>
          </>
        ) : null}
        <dt>{demoStepCopy.website}</dt>
        <dd>{demo.website}</dd>
      </dl>
      {clip(demoStepCopy.players.greeting, demo.audio_greeting, 'audio-saludo')}
      {clip(demoStepCopy.players.message, demo.audio_message, 'audio-mensaje')}
      <div className="card">
        <p>{formPageCopy.onboarding.needsJavaScript}</p>
      </div>
      <p>
        <a href={again}>{formPageCopy.onboarding.again}</a> · <a href={paths.home}>{formPageCopy.home}</a>
      </p>
    </>,
  );
}
