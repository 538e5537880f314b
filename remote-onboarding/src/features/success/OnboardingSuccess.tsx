import { useCallback, useEffect, useRef, useState } from 'react';
import { CheckCircle2 } from 'lucide-react';
import {
  checkoutSessionId,
  choosePlanAfterTrialPath,
  funnelPlanFor,
  measure,
  notify,
  paths,
  buttonStyles,
  Card,
  theme,
  useSiteConfig,
  usePageSearchParams,
} from '@estefania/shared';
import { clearOnboardingDraft, readOnboardingDraft } from '@estefania/shared/onboarding-draft';
import { isValidSessionId, type CreateAccountRequest } from '@estefania/shared/webhooks';
import { buildCreateAccountRequest, createAccount } from './createAccount';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { ProgressSteps } from '../flow/ProgressSteps';
import { successContent as content } from './content/success';
import { browserNavigation } from '../../components/navigation';

/** Spec §4/§9: the success view stays this long before the dashboard login opens. */
export const DASHBOARD_REDIRECT_MS = 3_000;

type Status =
  | { kind: 'checking' }
  | { kind: 'invalid-session' }
  | { kind: 'missing-draft' }
  | { kind: 'ready'; request: CreateAccountRequest }
  | { kind: 'loading'; request: CreateAccountRequest }
  | { kind: 'failed'; request: CreateAccountRequest }
  | { kind: 'trial-refused' }
  | { kind: 'done' };

/** What the query alone says: a missing or malformed session id never reaches the webhook. */
function statusFromQuery(sessionId: string | null): Status {
  return sessionId && isValidSessionId(sessionId) ? { kind: 'checking' } : { kind: 'invalid-session' };
}

/** What the page can do with this visit, from the draft saved in this browser (read after the first render). */
function statusFromDraft(sessionId: string): { status: Status; trial: boolean } {
  const draft = readOnboardingDraft();
  const request = draft ? buildCreateAccountRequest(draft, sessionId) : null;
  return { status: request ? { kind: 'ready', request } : { kind: 'missing-draft' }, trial: draft?.trial === true };
}

/**
 * After the payment page (or the trial's step 3): creates the account and sends the visitor to the
 * dashboard. An island hydrated as soon as the page's script runs; its page frames it and adds the legal
 * links after it.
 */
export function OnboardingSuccess() {
  const config = useSiteConfig();
  const params = usePageSearchParams();
  const sessionId = checkoutSessionId(params);
  // The server has no saved draft and the first render in the browser must match its HTML: the
  // draft is read after that render, never during it.
  const [status, setStatus] = useState<Status>(() => statusFromQuery(sessionId));
  // A free trial: nothing was paid, so no message speaks of a payment.
  const [trial, setTrial] = useState(false);
  // StrictMode runs effects twice: the account is requested once per session id and page.
  const requested = useRef<string | null>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const retryButton = useRef<HTMLButtonElement>(null);
  const refusedHeading = useRef<HTMLHeadingElement>(null);

  const send = useCallback(
    async (request: CreateAccountRequest) => {
      setStatus({ kind: 'loading', request });
      const outcome = await createAccount(config.webhooks.createAccount, request);
      const plan = funnelPlanFor(config, request.product_id, trial);
      if (outcome.ok) {
        measure({ type: 'account_created', plan });
        clearOnboardingDraft();
        notify('success', content.toasts.created);
        setStatus({ kind: 'done' });
        return;
      }
      measure({ type: 'account_failed', plan, reason: outcome.reason });
      console.error(content.internalError, outcome.detail);
      if (outcome.trialAlreadyUsed) {
        // Not a failure to retry: the customer already had the trial. The draft stays for a paid plan.
        notify('error', content.trial.refused.heading);
        setStatus({ kind: 'trial-refused' });
        return;
      }
      notify('error', trial ? content.trial.failedToast : content.toasts.failed);
      setStatus({ kind: 'failed', request });
    },
    [config, trial],
  );

  useEffect(() => {
    if (status.kind !== 'checking' || !sessionId) return;
    const fromDraft = statusFromDraft(sessionId);
    // Reading the browser's storage once after hydration: an external system, not derived state.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setTrial(fromDraft.trial);
    setStatus(fromDraft.status);
  }, [status.kind, sessionId]);

  useEffect(() => {
    if (status.kind !== 'ready' || requested.current === status.request.stripe_session_id) return;
    requested.current = status.request.stripe_session_id;
    void send(status.request);
  }, [status, send]);

  useEffect(() => {
    // The overlay that had the focus is gone: the visitor is put on the way out of the failure.
    if (status.kind === 'failed') retryButton.current?.focus();
    if (status.kind === 'trial-refused') refusedHeading.current?.focus();
  }, [status.kind]);

  useEffect(() => {
    if (status.kind !== 'done') return undefined;
    doneHeading.current?.focus();
    const timer = setTimeout(() => browserNavigation.assign(config.dashboardLoginUrl), DASHBOARD_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [status.kind, config.dashboardLoginUrl]);

  const loading = status.kind === 'checking' || status.kind === 'ready' || status.kind === 'loading';

  return (
    <>
      {/* The overlay takes the focus and keeps Tab; inert stops the page behind it being used. */}
      <div inert={loading}>
        <h1 css={{ fontSize: theme.fontSizes['3xl'] }}>{content.title}</h1>
        {/* Only while it works: next to the outcome card it would contradict it. */}
        {loading ? <p css={{ color: theme.colors.muted }}>{content.lead}</p> : null}
        <ProgressSteps current={3} />
        {status.kind === 'done' ? (
          <Card css={{ textAlign: 'center' }}>
            <CheckCircle2 aria-hidden="true" size={48} color={theme.colors.success} />
            <h2
              ref={doneHeading}
              tabIndex={-1}
              css={{ fontSize: theme.fontSizes['2xl'], '&:focus, &:focus-visible': { outline: 'none' } }}
            >
              {content.done.heading}
            </h2>
            {trial ? <p>{content.trial.done}</p> : null}
            <p role="status">{content.done.text}</p>
            <a href={config.dashboardLoginUrl} css={buttonStyles('primary')}>
              {content.done.link}
            </a>
          </Card>
        ) : null}
        {status.kind === 'failed' ? (
          <Card>
            <h2 css={{ fontSize: theme.fontSizes.xl }}>{content.failed.heading}</h2>
            <p>{trial ? content.trial.failedText : content.failed.text}</p>
            <button ref={retryButton} type="button" css={buttonStyles('primary')} onClick={() => void send(status.request)}>
              {content.failed.retry}
            </button>
          </Card>
        ) : null}
        {status.kind === 'trial-refused' ? (
          <Card role="alert">
            <h2
              ref={refusedHeading}
              tabIndex={-1}
              css={{ fontSize: theme.fontSizes.xl, '&:focus, &:focus-visible': { outline: 'none' } }}
            >
              {content.trial.refused.heading}
            </h2>
            <p>{content.trial.refused.text}</p>
            <p css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(4), alignItems: 'center', margin: 0 }}>
              <a href={choosePlanAfterTrialPath} css={buttonStyles('primary')}>
                {content.trial.choosePlan}
              </a>
              <a href={paths.pricing}>{content.trial.pricing}</a>
            </p>
          </Card>
        ) : null}
        {status.kind === 'invalid-session' || status.kind === 'missing-draft' ? (
          <ProblemCard
            heading={status.kind === 'invalid-session' ? content.invalidSession.heading : content.missingDraft.heading}
            text={status.kind === 'invalid-session' ? content.invalidSession.text : content.missingDraft.text}
            supportEmail={config.supportEmail}
          />
        ) : null}
      </div>
      {loading ? <LoadingOverlay messages={content.overlay} /> : null}
    </>
  );
}

function ProblemCard({ heading, text, supportEmail }: { heading: string; text: string; supportEmail: string }) {
  return (
    <Card role="alert">
      <h2 css={{ fontSize: theme.fontSizes.xl, color: theme.colors.danger }}>{heading}</h2>
      <p>{text}</p>
      <p css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(4), alignItems: 'center', margin: 0 }}>
        <a href={`mailto:${supportEmail}`}>{content.contact(supportEmail)}</a>
        <a href={paths.onboarding}>{content.backToOnboarding}</a>
      </p>
    </Card>
  );
}
