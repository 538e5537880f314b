import { z } from 'zod/mini';
import { createStore } from 'zustand/vanilla';

/** Where the local automation service answers; every default points here so a fresh machine works. */
export const LOCAL_AUTOMATION_URL = 'http://localhost:8787';

/**
 * The paths the automation service answers, below its base URL: the defaults below are built from
 * them and the service registers its routes with them. `:name` parts are filled by `automationPath`.
 * They live here rather than beside the webhook schemas so that reading the site config does not load
 * the schemas.
 */
export const automationPaths = {
  createDemo: '/webhooks/create-demo',
  createAccount: '/webhooks/create-account',
  /** Lead sign-ups per list; the key is the list's name, as automation stores it. */
  leads: {
    'demo-request': '/webhooks/demo-request',
    newsletter: '/webhooks/newsletter',
    'book-waitlist': '/webhooks/book-waitlist',
  },
  events: '/events',
  trial: '/trial',
  checkoutPlan: '/checkout/:productId',
  checkoutPack: '/checkout/pack/:minutes',
  checkoutReceipt: '/checkout/receipt/:sessionId',
  panelLogin: '/panel/login',
  /** A live call with a demo's receptionist (#34): start, WebRTC offer, hang-up, the offline receptionist's socket. */
  calls: '/calls',
  callOffer: '/calls/:callId/offer',
  callHangup: '/calls/:callId/hangup',
  callLive: '/calls/:callId/live',
} as const;

type PathParams<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<Rest>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path pattern of `automationPaths` with its `:name` parts filled (URL-encoded). */
export function automationPath<Pattern extends string>(
  pattern: Pattern,
  params: Record<PathParams<Pattern>, string | number>,
): string {
  const values: Record<string, string | number> = params;
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
}

const automationUrl = (path: string) => `${LOCAL_AUTOMATION_URL}${path}`;
const planLink = (productId: string) => automationUrl(automationPath(automationPaths.checkoutPlan, { productId }));
const packLink = (minutes: number) => automationUrl(automationPath(automationPaths.checkoutPack, { minutes }));

const url = z.url({ protocol: /^https?$/ });

/**
 * An origin a page may load from, as a Content-Security-Policy source: https, a host (a leading
 * `*.` allows its subdomains), an optional port, nothing after it. Plain http only on this machine.
 */
export const cspOriginSchema = z
  .string()
  .check(
    z.regex(
      /^(https:\/\/(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+|http:\/\/(localhost|127\.0\.0\.1|\[::1\]))(:\d{1,5})?$/,
      'Un origen sin ruta ni barra final: https://host[:puerto] o https://*.dominio (http solo para localhost)',
    ),
  );

export const planKeySchema = z.enum(['autonomo', 'pyme', 'empresa']);
export type PaidPlanKey = z.infer<typeof planKeySchema>;

const paidPlanConfig = z.strictObject({
  productId: z.string().check(z.regex(/^[A-Za-z0-9_-]{3,64}$/)),
  paymentLink: url,
});

export const siteConfigSchema = z.strictObject({
  /**
   * The site's public origin (no trailing slash): absolute URLs in structured data and canonical
   * links are built from it, the same on the server and in the browser.
   */
  siteUrl: url.check(z.regex(/^[^?#]*[^/?#]$/, 'Sin barra final')),
  /** Spanish 9-digit number, digits only. */
  phone: z.string().check(z.regex(/^[6-9]\d{8}$/, 'El teléfono debe tener 9 cifras españolas')),
  supportEmail: z.email(),
  /** "Ingresar" in the header: the customer portal on another host. */
  portalUrl: url,
  /** Where /onboarding/success sends the new customer. */
  dashboardLoginUrl: url,
  /** External scheduling page for Enterprise and sales contact. */
  schedulingUrl: url,
  /** First-party measurement (sent only with consent to analytics); null switches it off. */
  eventsEndpoint: z.nullable(url),
  /**
   * Where the demo's audio may come from besides the webhooks' own origins: the object storage or
   * CDN the automation platform writes the clips to (their URLs are `audio_greeting` and
   * `audio_message`). The Content-Security-Policy's media-src is built from it; a clip from
   * anywhere else is blocked, the player says it could not be loaded and the shell logs the report
   * naming this setting.
   */
  mediaOrigins: z.array(cspOriginSchema).check(z.maxLength(10)),
  webhooks: z.strictObject({
    createDemo: url,
    createAccount: url,
    /** Lead capture; null means "not configured": the form behaves as the spec's seed. */
    demoRequest: z.nullable(url),
    newsletter: z.nullable(url),
    bookWaitlist: z.nullable(url),
    /**
     * Starts a live call with the demo's receptionist (#34) on the automation service; null hides
     * «Háblale ahora». Its origin, as ws:/wss:, is allowed in the CSP's connect-src (the offline
     * receptionist's socket).
     */
    startCall: z.nullable(url),
  }),
  /**
   * Origins the browser itself talks to during a live call, for the CSP's connect-src, besides the
   * automation service: none for the providers wired today (the service relays the WebRTC offer, and
   * WebRTC media is not governed by connect-src); a provider whose browser SDK calls it directly needs its
   * origin here.
   */
  callProviderOrigins: z.array(cspOriginSchema).check(z.maxLength(10)),
  plans: z.strictObject({
    autonomo: paidPlanConfig,
    pyme: paidPlanConfig,
    empresa: paidPlanConfig,
  }),
  /**
   * Where "Activar mi prueba" sends the visitor: the free trial's own page, separate from the paid
   * payment links (it collects no payment method and starts at most one trial per customer). It gets
   * the same query as a payment link (prefilled_email, client_reference_id = demo id) and returns to
   * /onboarding/success?session_id=… like a paid checkout. docs/product-decisions.md.
   */
  trialLink: url,
  /** Hosted checkout link of each minute pack, keyed by its minutes. */
  packCheckoutLinks: z.strictObject({ '50': url, '100': url, '500': url, '1000': url }),
  companyLegalLine: z.string().check(z.minLength(10)),
  /** The company behind the site, as structured data publishes it (Organization). */
  company: z.strictObject({
    legalName: z.string().check(z.minLength(3)),
    taxId: z.string().check(z.minLength(3)),
    streetAddress: z.string().check(z.minLength(3)),
    postalCode: z.string().check(z.regex(/^\d{5}$/, 'Código postal de 5 cifras')),
    locality: z.string().check(z.minLength(2)),
  }),
  /** The company's own profiles; null until the company has one (the footer then shows the icon without a link). */
  social: z.strictObject({ linkedin: z.nullable(url), instagram: z.nullable(url), tiktok: z.nullable(url) }),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

const defaultCompany: SiteConfig['company'] = {
  legalName: 'EstefanIA Soluciones de Voz, S.L.',
  taxId: 'B-19876543',
  streetAddress: 'Calle de Alcalá 120',
  postalCode: '28009',
  locality: 'Madrid',
};

export const defaultSiteConfig: SiteConfig = {
  siteUrl: 'http://localhost:5173',
  phone: '919931748',
  supportEmail: 'soporte@estefania.es',
  portalUrl: automationUrl(automationPaths.panelLogin),
  dashboardLoginUrl: automationUrl(automationPaths.panelLogin),
  schedulingUrl: 'https://cal.com/estefania/ventas',
  eventsEndpoint: automationUrl(automationPaths.events),
  // The local automation service serves its clips itself (a webhook origin): nothing more.
  mediaOrigins: [],
  webhooks: {
    createDemo: automationUrl(automationPaths.createDemo),
    createAccount: automationUrl(automationPaths.createAccount),
    demoRequest: automationUrl(automationPaths.leads['demo-request']),
    newsletter: automationUrl(automationPaths.leads.newsletter),
    bookWaitlist: automationUrl(automationPaths.leads['book-waitlist']),
    startCall: automationUrl(automationPaths.calls),
  },
  callProviderOrigins: [],
  plans: {
    autonomo: { productId: 'prod_autonomo', paymentLink: planLink('prod_autonomo') },
    pyme: { productId: 'prod_pyme', paymentLink: planLink('prod_pyme') },
    empresa: { productId: 'prod_empresa', paymentLink: planLink('prod_empresa') },
  },
  trialLink: automationUrl(automationPaths.trial),
  packCheckoutLinks: { '50': packLink(50), '100': packLink(100), '500': packLink(500), '1000': packLink(1000) },
  companyLegalLine: `© 2025 ${defaultCompany.legalName} · CIF ${defaultCompany.taxId} · ${defaultCompany.streetAddress}, ${defaultCompany.postalCode} ${defaultCompany.locality}`,
  company: defaultCompany,
  // No guessed addresses: a profile is linked once a deployment sets its real URL.
  social: { linkedin: null, instagram: null, tiktok: null },
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function merge(base: unknown, override: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(override)) return override === undefined ? base : override;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) out[key] = merge(base[key], value);
  return out;
}

export type ConfigResult = { ok: true; config: SiteConfig } | { ok: false; config: SiteConfig; issues: string[] };

/** Deployment overrides are merged over the defaults and validated; an invalid set is refused whole. */
export function resolveSiteConfig(overrides: unknown): ConfigResult {
  if (overrides === undefined || overrides === null) return { ok: true, config: defaultSiteConfig };
  const parsed = siteConfigSchema.safeParse(merge(defaultSiteConfig, overrides));
  if (parsed.success) return { ok: true, config: parsed.data };
  return {
    ok: false,
    config: defaultSiteConfig,
    issues: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  };
}

/** The site config of this page; the UI kit's `useSiteConfig` subscribes to it. */
export const siteConfigStore = createStore<{ config: SiteConfig }>(() => ({ config: defaultSiteConfig }));

/** Called once by the shell with the overrides of its runtime manifest. */
export function configureSite(overrides: unknown): ConfigResult {
  const result = resolveSiteConfig(overrides);
  siteConfigStore.setState({ config: result.config });
  return result;
}

export function getSiteConfig(): SiteConfig {
  return siteConfigStore.getState().config;
}

/** "919931748" → "919 93 17 48", the way Spanish landlines are written. */
export function formatPhone(phone: string): string {
  return phone.replace(/^(\d{3})(\d{2})(\d{2})(\d{2})$/, '$1 $2 $3 $4');
}

export function phoneHref(phone: string): string {
  return `tel:+34${phone}`;
}
