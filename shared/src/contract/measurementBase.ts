// The measurement contract: first-party page views and the onboarding funnel, sent only with the
// visitor's consent to the banner's analytics category. Remotes `measure()` what happens on their
// pages, the shell sends it (batched, with sendBeacon) and the automation service validates it with
// the same schemas. Versioned and additive-only like the toast events: new event types and optional
// fields may be added, nothing is renamed or removed; a consumer ignores types and fields it does not
// know, so a remote built against an older `shared` keeps working, and so does an older service.
//
// No personal data, by construction: an event carries only the values below (a known page, a host, a
// screen class, a plan, a clip, seconds, a reason), never an e-mail, name, phone or typed website.
//
// Here the values and rules; the event schemas and types are measurementSchema.ts, the channel remotes
// measure into measurementChannel.ts: the browser's pages load this and the channel without a validation library.
import { paidPlanKeys, type PaidPlanKey } from './catalogue';
import type { SiteConfig } from './configBase';
import { paidPlanForProductId } from './planLinks';

export const MEASUREMENT_CONTRACT_VERSION = 1 as const;

export { MEASUREMENT_RETENTION_MONTHS } from './storage';

/** Most events in one request; the shell sends at most this many at a time. */
export const MEASUREMENT_BATCH_MAX = 25;

/** The path recorded for a page that does not exist: never the text the visitor typed. */
export const NOT_FOUND_PATH = '/(404)';

/**
 * The path a page view records: the canonical URL of a page of the composed site (the shell
 * passes `page` when the path is one), without trailing slash or query, or NOT_FOUND_PATH.
 * Anything else (a mistyped or made-up URL) could hold personal data.
 */
export function measuredPath(page: { path: string } | null): string {
  return page && isMeasurablePath(page.path) ? page.path : NOT_FOUND_PATH;
}

/**
 * What a recorded path may look like: a site path of lower-case words, digits and hyphens (every
 * page a remote can publish is spelt so). The service cannot know the pages of the moment; this
 * shape cannot carry an e-mail, a name with capitals or a query.
 */
export function isMeasurablePath(path: string): boolean {
  return path.length <= 200 && /^\/$|^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/.test(path);
}

export const viewportClasses = ['mobile', 'tablet', 'desktop'] as const;
export type ViewportClass = (typeof viewportClasses)[number];

/** The window's width as a class: enough to know the device kind, too coarse to fingerprint. */
export function viewportClass(width: number): ViewportClass {
  if (width < 640) return 'mobile';
  if (width < 1024) return 'tablet';
  return 'desktop';
}

/** Host (and port) of a referring page on another site, as sent: lower case, nothing else. */
export const REFERRER_HOST_PATTERN = /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/;
export const REFERRER_HOST_MAX = 261;

/** The host of `referrer` when it is another site's page; null for our own pages, none or garbage. */
export function referrerHost(referrer: string, ownOrigin: string): string | null {
  try {
    const url = new URL(referrer);
    if (url.origin === ownOrigin || !/^https?:$/.test(url.protocol)) return null;
    const host = url.host.toLowerCase();
    return host.length <= REFERRER_HOST_MAX && REFERRER_HOST_PATTERN.test(host) ? host : null;
  } catch {
    return null;
  }
}

/**
 * The funnel's plans: the three paid plans and the free trial, counted apart from the plan it turns
 * into (a trial that converts to Autónomo is not an Autónomo sign-up). 'trial' was added after the
 * first release: the service that reads it must be deployed before the site that sends it.
 */
export const funnelPlanKeys = [...paidPlanKeys, 'trial'] as const;
export type FunnelPlanKey = (typeof funnelPlanKeys)[number];

/** The plan an onboarding event carries: 'trial' for a free trial, whatever plan it turns into. */
export function funnelPlan(planKey: PaidPlanKey | null, trial: boolean): FunnelPlanKey | null {
  return trial ? 'trial' : planKey;
}

/** `funnelPlan` of a product id (from a plan link or a draft): null for one that is no configured paid plan. */
export function funnelPlanFor(config: SiteConfig, productId: string, trial: boolean): FunnelPlanKey | null {
  return funnelPlan(paidPlanForProductId(config, productId)?.key ?? null, trial);
}

export const demoClips = ['greeting', 'message'] as const;
export const failureReasons = ['rejected', 'network'] as const;
