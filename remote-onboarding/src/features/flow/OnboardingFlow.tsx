import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import {
  funnelPlanFor,
  measure,
  notify,
  SiteMenusProvider,
  theme,
  planQueryParams,
  trialQueryMode,
  useSiteConfig,
  usePageSearchParams,
  type SiteMenus,
} from '@estefania/shared';
import { createDemo } from '@estefania/shared/http';
import { buildCreateDemoRequest, type DemoData } from '@estefania/shared/webhooks';
import type { EarlyErrors } from '@estefania/shared/island-markup';
import { splitFullName, type ContactValues } from '../checkout/contact';
import type { CheckoutMode } from '../checkout/usePlanChoice';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { ProgressSteps } from './ProgressSteps';
import { WebsiteStep, type WebsiteValues } from '../website/WebsiteStep';
import { onboardingContent as content } from './content/flow';
import { websiteStepContent } from '../website/content/website';
import { useDraftQueryRules } from './useDraftQueryRules';

/**
 * The demo step (audio players, what was read, contact form, plan picker) is code of its own, not
 * part of what step 1 needs to come alive: it is fetched when step 1 is sent, while the demo is
 * being made (which takes seconds anyway), or at once for a resumed draft.
 */
const loadDemoStep = () => import('../demo/DemoStep');
const DemoStep = lazy(() => loadDemoStep().then((module) => ({ default: module.DemoStep })));

/** A demo made in this visit, with what step 1 already told us about the visitor. */
interface CreatedDemo {
  demo: DemoData;
  contact: ContactValues;
}

/**
 * The onboarding's steps 1–3 (website, demo, contact and plan): an island hydrated as soon as the
 * page's script runs. `menus`: the industries (to name the demo's sector). Its page frames it and adds the
 * legal links after it. `earlyErrors`: never from the server; what the page script told a visitor who
 * sent step 1 empty before this code had arrived (see EARLY_CHECK), kept on screen.
 */
export function OnboardingFlow({ menus, earlyErrors }: { menus: SiteMenus; earlyErrors?: EarlyErrors }) {
  return (
    <SiteMenusProvider menus={menus}>
      <Flow earlyErrors={earlyErrors} />
    </SiteMenusProvider>
  );
}

function Flow({ earlyErrors }: { earlyErrors?: EarlyErrors }) {
  const config = useSiteConfig();
  const params = usePageSearchParams();
  const draft = useDraftQueryRules();
  const [created, setCreated] = useState<CreatedDemo | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const demoHeading = useRef<HTMLHeadingElement>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  // A demo made now wins; otherwise a resumed draft (spec §4) continues at step 3.
  const demo = created?.demo ?? draft?.demoData ?? null;
  const resumed = created ? null : draft;
  // Free trial: a "Prueba gratis" link (trial=1) or a resumed trial draft, unless the visitor came
  // back from the trial page to choose a paid plan (trial=0) with the same demo.
  const trialQuery = trialQueryMode(params);
  const mode: CheckoutMode =
    trialQuery === 'choose-plan' && resumed?.trial === true
      ? 'after-trial'
      : trialQuery === 'start' || (trialQuery === null && resumed?.trial === true)
        ? 'trial'
        : 'paid';
  const trial = mode === 'trial';
  const afterTrial = mode === 'after-trial';
  const productId = afterTrial ? '' : (params.get(planQueryParams.productId) ?? (created ? '' : (draft?.productId ?? '')));
  const planName = afterTrial ? '' : (params.get(planQueryParams.planName) ?? (created ? '' : (draft?.planName ?? '')));
  const contact: ContactValues = created?.contact ?? {
    firstName: draft?.firstName ?? '',
    lastName: draft?.lastName ?? '',
    phone: draft?.phone ?? '',
    email: draft?.email ?? '',
  };

  useEffect(() => {
    if (created) demoHeading.current?.focus();
  }, [created]);

  const makeDemo = async (values: WebsiteValues): Promise<boolean> => {
    const request = buildCreateDemoRequest(values.website, productId, planName);
    if (!request) return false; // the form validated it already
    const plan = funnelPlanFor(config, productId, trial);
    measure({ type: 'onboarding_step1_saved', plan });
    // Its code arrives while the demo is made; a failure here shows when the step renders.
    loadDemoStep().catch(() => undefined);
    abort.current = new AbortController();
    setBusy(true);
    const outcome = await createDemo(config.webhooks.createDemo, request, abort.current.signal);
    abort.current = null;
    setBusy(false);
    setFailure(null);
    if (outcome.ok) {
      measure({ type: 'demo_ready', plan });
      notify('success', websiteStepContent.toasts.saved);
      setCreated({ demo: outcome.demo, contact: { ...splitFullName(values.fullName), phone: '', email: values.email.trim() } });
      return true;
    }
    if (outcome.reason === 'rejected' || outcome.reason === 'network') {
      measure({ type: 'demo_failed', plan, reason: outcome.reason });
      notify('error', websiteStepContent.toasts[outcome.reason]);
      setFailure(websiteStepContent.failureHelp[outcome.reason]);
    }
    return false;
  };

  return (
    <>
      {/* The overlay takes the focus and keeps Tab; inert stops the form being used behind it. */}
      <div inert={busy}>
        <h1 css={{ fontSize: theme.fontSizes['3xl'] }}>{content.title}</h1>
        <p css={{ color: theme.colors.muted }}>{content.lead}</p>
        {/* Step 3 states the trial in full next to its button. */}
        {trial && !demo ? (
          <p
            css={{
              display: 'inline-block',
              margin: 0,
              padding: `${theme.space(1)} ${theme.space(3)}`,
              borderRadius: theme.radii.md,
              background: theme.colors.brandSoft,
              color: theme.colors.brandDark,
              fontWeight: 600,
            }}
          >
            {content.trialNote}
          </p>
        ) : null}
        <ProgressSteps current={demo ? 2 : 0} />
        {demo ? (
          <Suspense fallback={<p role="status">{content.demoStepLoading}</p>}>
            <DemoStep
              key={`${demo.demo_id}:${mode}`}
              mode={mode}
              demo={demo}
              productId={productId}
              planName={planName}
              initial={contact}
              headingRef={demoHeading}
            />
          </Suspense>
        ) : (
          <WebsiteStep failure={failure} onSubmit={makeDemo} plan={{ productId, planName }} initialErrors={earlyErrors} />
        )}
      </div>
      {busy ? <LoadingOverlay messages={websiteStepContent.overlay} /> : null}
    </>
  );
}
