// The four forms that send personal data, answered by the shell server when they are posted as
// plain HTML forms: without JavaScript, or before the page has hydrated (its scripts are requested
// after the first paint, so on a slow phone that window lasts seconds). Same checks and words as
// the enhanced forms (@estefania/shared/forms), same lead sent to the same configured endpoint
// (sendLead), and a Spanish page that says what happened. Personal data travels only in POST
// bodies: every redirect goes to a fixed confirmation URL.
import type { Context, Hono } from 'hono';
import { formPagePolicy, securityHeaders } from '../security/securityHeaders';
import { bodyLimit } from 'hono/body-limit';
import type { SiteConfig } from '@estefania/shared/config';
import { emptySite, type ComposedSite } from '@estefania/shared/contract';
import {
  bookWaitlistForm,
  checkDemoRequest,
  checkEmailSignup,
  checkWebsiteStep,
  demoRequestForm,
  formActions,
  newsletterForm,
  websiteStepForm,
  type FormName,
  type DemoRequestInput,
  type LeadForm,
} from '@estefania/shared/forms';
import { createDemo, sendLead, type LeadEndpoint, type LeadResult } from '@estefania/shared/http';
import { planQueryParams } from '@estefania/shared/plans';
import { buildCreateDemoRequest } from '@estefania/shared/webhooks';
import {
  demoReadyPage,
  demoRequestPage,
  emailSignupPage,
  leadSentPage,
  refusedPage,
  websiteStepPage,
  type EmailSignupName,
  type OnboardingPlan,
} from './formPages';
import { formPageCopy, type PageConfig, type Problem } from './formPageDocument';

/** A form of a few fields is well under this; anything bigger is not one of ours. */
export const FORM_BODY_LIMIT_BYTES = 16 * 1024;

export interface FormPostDeps {
  /** The site config in force (remotes.json's overrides over the defaults): the endpoints come from it. */
  siteConfig(): Promise<SiteConfig>;
  /** The site as the remotes publish it: the pages' menus and the page a visitor posted from. */
  site?(): Promise<ComposedSite>;
  log(message: string): void;
  bodyLimitBytes?: number;
  /** How long a lead endpoint / the create-demo webhook may take (defaults: the browser's). */
  leadTimeoutMs?: number;
  createDemoTimeoutMs?: number;
}

/** Where a taken lead is confirmed: a fixed URL, so nothing the visitor typed ends up in one. */
export const sentPath = (form: LeadForm): string => `${formActions[form]}/enviado`;

/** First value of a field, capped: a form field never needs more, and the page echoes it back. */
function field(form: URLSearchParams, name: string, max = 4096): string {
  return (form.get(name) ?? '').slice(0, max);
}

/** The HTTP status and the words of a lead that was not taken (the enhanced form shows the same message). */
function leadFailure(result: Exclude<LeadResult, { ok: true }>, failureTitle: string): { status: number; problem: Problem } {
  switch (result.reason) {
    case 'invalid':
      return { status: 422, problem: { kind: 'invalid', message: result.message } };
    case 'timeout':
      return { status: 504, problem: { kind: 'failed', title: failureTitle, message: formPageCopy.timeout } };
    case 'http':
      // The service's own Spanish message (rate limit included), as the toast would say it.
      return {
        status: result.status === 429 ? 429 : 502,
        problem: { kind: 'failed', title: failureTitle, message: result.message },
      };
    default:
      return { status: 502, problem: { kind: 'failed', title: failureTitle, message: formPageCopy.unreachable } };
  }
}

/**
 * Registers GET (the empty form), POST (the submission) and GET …/enviado (the confirmation) for
 * each form under /formularios/. Call it before the catch-all page route.
 */
export function registerFormPosts(app: Hono, deps: FormPostDeps): void {
  const limit = deps.bodyLimitBytes ?? FORM_BODY_LIMIT_BYTES;
  /** The config and menus of this request's page, read once however many steps of the request need them. */
  const configs = new WeakMap<Request, Promise<PageConfig>>();
  const pageConfig = (c: Context): Promise<PageConfig> => {
    let pending = configs.get(c.req.raw);
    if (!pending) {
      pending = (async () => {
        const config = await deps.siteConfig();
        const site = (await deps.site?.().catch(() => undefined)) ?? emptySite;
        return { ...config, siteNav: site.nav };
      })();
      configs.set(c.req.raw, pending);
    }
    return pending;
  };

  /** A page of these forms: the site's security headers, a policy with no script, never stored. */
  const html = async (c: Context, body: string, status: number, mediaOrigins?: readonly string[]): Promise<Response> =>
    c.body(body, status as 200, {
      ...securityHeaders(await pageConfig(c)),
      'Content-Type': 'text/html; charset=utf-8',
      // Pages with what a visitor typed are never stored by a browser or a proxy.
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
      'Content-Security-Policy': formPagePolicy(mediaOrigins),
    });

  /** The checks every post passes before its fields are read; each refusal is a Spanish page. */
  const guard = (form: FormName) => {
    const checkOrigin = async (c: Context, next: () => Promise<void>) => {
      const origin = c.req.header('origin');
      // A browser names the page's origin on every POST. A form on another site is refused (as the
      // automation service refuses one); no Origin (curl, an old browser) or "null" (a page with
      // Referrer-Policy no-referrer) carries no session to abuse: the post is judged on its fields.
      if (origin !== undefined && origin !== 'null') {
        const config = await pageConfig(c);
        const own = [new URL(c.req.url).origin, new URL(config.siteUrl).origin];
        if (!own.includes(origin)) return html(c, refusedPage(config, form, formPageCopy.foreignOrigin), 403);
      }
      await next();
    };
    const checkType = async (c: Context, next: () => Promise<void>) => {
      const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
      if (type !== 'application/x-www-form-urlencoded') {
        return html(c, refusedPage(await pageConfig(c), form, formPageCopy.wrongType), 415);
      }
      await next();
    };
    const checkSize = bodyLimit({
      maxSize: limit,
      onError: async (c) => html(c, refusedPage(await pageConfig(c), form, formPageCopy.tooLarge), 413),
    });
    return [checkOrigin, checkType, checkSize] as const;
  };

  const readForm = async (c: Context) => new URLSearchParams(await c.req.text());

  async function takeLead(endpoint: LeadEndpoint, lead: Parameters<typeof sendLead>[1]) {
    const config = await deps.siteConfig();
    const result = await sendLead(config.webhooks[endpoint], lead, undefined, deps.leadTimeoutMs);
    if (!result.ok) deps.log(`[shell-server] formulario ${endpoint} sin JavaScript: ${result.reason} (${result.message})`);
    return result;
  }

  // Demo request.
  app.get(formActions.demoRequest, async (c) =>
    html(
      c,
      demoRequestPage(await pageConfig(c), {
        firstName: '',
        surname: '',
        businessName: '',
        email: '',
        phone: '',
        consent: false,
      }),
      200,
    ),
  );
  app.post(formActions.demoRequest, ...guard('demoRequest'), async (c) => {
    const form = await readForm(c);
    const values: DemoRequestInput = {
      firstName: field(form, 'firstName'),
      surname: field(form, 'surname'),
      businessName: field(form, 'businessName'),
      email: field(form, 'email'),
      phone: field(form, 'phone'),
      consent: form.has('consent') && form.get('consent') !== '',
    };
    const config = await pageConfig(c);
    const checked = checkDemoRequest(values);
    if (!checked.ok) {
      const problem: Problem = { kind: 'invalid', message: demoRequestForm.toasts[checked.toast].description };
      return html(c, demoRequestPage(config, values, problem, new Set(checked.fields)), 422);
    }
    const result = await takeLead('demoRequest', checked.lead);
    if (result.ok) return c.redirect(sentPath('demoRequest'), 303);
    const { status, problem } = leadFailure(result, demoRequestForm.toasts.failureTitle);
    return html(c, demoRequestPage(config, values, problem), status);
  });

  // Newsletter and book waitlist: one e-mail field each.
  for (const name of ['newsletter', 'bookWaitlist'] as const satisfies readonly EmailSignupName[]) {
    app.get(formActions[name], async (c) => html(c, emailSignupPage(await pageConfig(c), name, ''), 200));
    app.post(formActions[name], ...guard(name), async (c) => {
      const email = field(await readForm(c), 'email');
      const config = await pageConfig(c);
      const checked = checkEmailSignup(email);
      if (!checked.ok) return html(c, emailSignupPage(config, name, email, { kind: 'invalid', message: checked.message }), 422);
      const result = await takeLead(name, checked.lead);
      if (result.ok) return c.redirect(sentPath(name), 303);
      const { status, problem } = leadFailure(result, (name === 'newsletter' ? newsletterForm : bookWaitlistForm).failureTitle);
      return html(c, emailSignupPage(config, name, email, problem), status);
    });
  }

  for (const name of ['demoRequest', 'newsletter', 'bookWaitlist'] as const) {
    app.get(sentPath(name), async (c) => html(c, leadSentPage(await pageConfig(c), name), 200));
  }

  // Onboarding step 1: the server makes the demo and shows it (step 3's purchase needs the browser).
  app.get(formActions.onboarding, async (c) =>
    html(
      c,
      websiteStepPage(
        await pageConfig(c),
        { website: '', fullName: '', email: '' },
        {
          productId: c.req.query(planQueryParams.productId)?.slice(0, 64) ?? '',
          planName: c.req.query(planQueryParams.planName)?.slice(0, 64) ?? '',
        },
      ),
      200,
    ),
  );
  app.post(formActions.onboarding, ...guard('onboarding'), async (c) => {
    const form = await readForm(c);
    const values = {
      website: field(form, 'website', 2048),
      fullName: field(form, 'fullName', 200),
      email: field(form, 'email', 254),
    };
    const plan: OnboardingPlan = { productId: field(form, 'product', 64), planName: field(form, 'plan', 64) };
    const config = await pageConfig(c);
    const errors = checkWebsiteStep(values);
    if (Object.keys(errors).length > 0) return html(c, websiteStepPage(config, values, plan, errors), 422);
    const request = buildCreateDemoRequest(values.website, plan.productId, plan.planName);
    // The website passed; only a plan longer than any real one can still fail: start without it.
    if (!request) return html(c, websiteStepPage(config, values, { productId: '', planName: '' }), 422);
    const outcome = await createDemo(config.webhooks.createDemo, request, undefined, deps.createDemoTimeoutMs);
    if (outcome.ok) {
      const media = [...new Set([outcome.demo.audio_greeting, outcome.demo.audio_message].map((url) => new URL(url).origin))];
      return html(c, demoReadyPage(config, outcome.demo, plan), 200, media);
    }
    deps.log(`[shell-server] alta sin JavaScript: la demo no se pudo crear (${outcome.reason})`);
    const reason = outcome.reason === 'rejected' ? 'rejected' : 'network';
    const problem: Problem = {
      kind: 'failed',
      title: websiteStepForm.toasts[reason],
      message: websiteStepForm.failureHelp[reason],
    };
    return html(c, websiteStepPage(config, values, plan, {}, problem), 502);
  });
}
