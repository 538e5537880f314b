// The security headers of every HTML answer of the shell server, and its Content-Security-Policy,
// built from what the page may really load: the shell itself, the remotes of remotes.json, the
// automation endpoints, the demo audio's storage and the payment and trial links of the site config
// in force.
//
// Scripts: 'self', the remotes' origins and the exact hashes of the page's inline scripts (the
// loader that requests the hydrating scripts after the first paint and the boot state). Hashes,
// not nonces: a rendered page is cached and served to everyone, and a nonce in a shared page would
// be public; a hash names exactly the script the server wrote. JSON-LD blocks are data, never run,
// and need no source. No 'unsafe-inline' and no 'unsafe-eval' for scripts.
//
// Styles: 'unsafe-inline' on purpose. Emotion writes the page's critical CSS inline and inserts
// <style> elements at run time (a style an island renders for the first time), as sonner does for
// its toasts: hashes cannot name those, and a nonce would have to be per response (no cached page).
// Inline CSS cannot run code; scripts stay strict.
import { createHash } from 'node:crypto';
import type { SiteConfig } from '@estefania/shared/config';
import type { RemotesManifest } from '../../remotes/manifest';

/** Where browsers send violations (`report-uri`). */
export const CSP_REPORT_PATH = '/csp-informe';

/** `sha256-…` of every inline script that runs (not JSON-LD, not `src=` scripts), in order, once each. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    // Data blocks (JSON-LD and any non-JavaScript type) are never executed.
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    hashes.add(
      `sha256-${createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}`,
    );
  }
  return [...hashes];
}

const originOf = (url: string | null | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** What every HTML answer forbids, whatever it loads: plugins, another base URL, being framed. */
const BASELINE: [string, string[]][] = [
  ['object-src', ["'none'"]],
  ['base-uri', ["'self'"]],
  ['frame-ancestors', ["'none'"]],
];

const policy = (directives: [string, string[]][]) =>
  directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');

/** The policy of a page sent before any remotes.json could be read (the remotes' origins are unknown). */
export const BASELINE_POLICY = policy(BASELINE);

/**
 * The policy of the shell server's own no-JavaScript form pages: no script at all, styles inline
 * in <head>, forms post only here, audio only from `mediaOrigins` (the demo's host), and the
 * baseline every HTML answer has.
 */
export function formPagePolicy(mediaOrigins: readonly string[] = []): string {
  return policy([
    ['default-src', ["'none'"]],
    ['style-src', ["'unsafe-inline'"]],
    ['img-src', ["'self'"]],
    ['media-src', mediaOrigins.length > 0 ? [...mediaOrigins] : ["'none'"]],
    ['form-action', ["'self'"]],
    ...BASELINE,
  ]);
}

const unique = (values: readonly (string | null)[]): string[] => [...new Set(values.filter((v): v is string => !!v))];

/** ws:/wss: of the live call's service (the offline receptionist's socket), or null when the call is off. */
function callSocketOrigin(config: SiteConfig): string | null {
  return originOf(config.webhooks.startCall)?.replace(/^http/, 'ws') ?? null;
}

/** The onboarding's pages, where the live call with the demo asks for the microphone (#34). */
export const isOnboardingPath = (pathname: string) => pathname === '/onboarding' || pathname.startsWith('/onboarding/');

/**
 * The page's Content-Security-Policy. `scriptHashes` are the page's own inline scripts
 * ({@link inlineScriptHashes}); everything else comes from remotes.json and the site config.
 */
export function contentSecurityPolicy(
  manifest: RemotesManifest,
  config: SiteConfig,
  scriptHashes: readonly string[] = [],
): string {
  const remotes = unique(Object.values(manifest.remotes).map(originOf));
  const webhooks = unique([...Object.values(config.webhooks).map(originOf), originOf(config.eventsEndpoint)]);
  const checkout = unique([
    originOf(config.trialLink),
    ...Object.values(config.plans).map((plan) => originOf(plan.paymentLink)),
    ...Object.values(config.packCheckoutLinks).map(originOf),
  ]);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...remotes, ...scriptHashes.map((hash) => `'${hash}'`)]],
    ['style-src', ["'self'", ...remotes, "'unsafe-inline'"]],
    ['img-src', ["'self'", ...remotes, 'data:', 'blob:']],
    ['font-src', ["'self'", ...remotes, 'data:']],
    // The remotes' modules and data, the webhooks the onboarding and the forms call, measurement; the live
    // call's socket on the automation service (ws: or wss: of its origin) and the call provider's origins
    // the browser itself talks to (config.callProviderOrigins, none for the providers wired today) (#34).
    ['connect-src', ["'self'", ...remotes, ...webhooks, ...unique([callSocketOrigin(config), ...config.callProviderOrigins])]],
    // The demo's audio: served by the automation platform that made it, or from the storage it
    // writes the clips to (config.mediaOrigins).
    ['media-src', ["'self'", ...unique([...webhooks, ...config.mediaOrigins]), 'blob:']],
    ...BASELINE,
    ['frame-src', ["'none'"]],
    // Forms post here (forms without JavaScript); the checkout and the trial may be form targets too.
    ['form-action', ["'self'", ...checkout]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    // report-uri, not report-to: every browser sends it, at once (Chromium batches Reporting API
    // reports for up to a minute, and ignores report-uri when report-to is present).
    ['report-uri', [CSP_REPORT_PATH]],
  ];
  return policy(directives);
}

/**
 * Headers every HTML answer carries, besides its CSP. HSTS only where the site is served over https.
 * `pathname`: the page's path; the microphone is opened to the site itself on the onboarding's pages only.
 */
export function securityHeaders(config: Pick<SiteConfig, 'siteUrl'>, pathname = ''): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Nothing on the site needs the camera, the location, payment APIs or USB; audio playback needs no
    // permission. The microphone only on the onboarding, for the live call with the demo (#34), and for
    // the site's own frames only (no third-party frame may ask for it).
    'Permissions-Policy': `camera=(), microphone=${isOnboardingPath(pathname) ? '(self)' : '()'}, geolocation=(), payment=(), usb=()`,
    // No Cross-Origin-Opener-Policy: it would only cut the handle of a window that opened ours, and the site keeps
    // nothing across windows (no login, no cross-window messages; framing is refused below and by the CSP). Its
    // cost is a new browsing context group, so a new renderer process, on a visit's first page: +250-300 ms of
    // Lighthouse blocking time measured on one build (docs/shell-server.md).
    'X-Frame-Options': 'DENY',
  };
  if (config.siteUrl.startsWith('https://')) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}
