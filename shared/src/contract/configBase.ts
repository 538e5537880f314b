// The site config without its schema (#31): what every page needs in the browser — the defaults, the
// store the UI kit reads, the automation service's paths — with no validation library. The schema and
// the validation of a deployment's overrides live in config.ts (the server, the shell's own fallback).
import { createStore } from 'zustand/vanilla';
import type { SiteConfig } from './configSchema';

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

export type { PaidPlanKey, SiteConfig } from './configSchema';

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

/** The site config of this page; the UI kit's `useSiteConfig` subscribes to it. */
export const siteConfigStore = createStore<{ config: SiteConfig }>(() => ({ config: defaultSiteConfig }));

/**
 * Sets the page's site config: one the server already resolved and checked (it rendered the page with
 * it), or `resolveSiteConfig`'s result.
 */
export function setSiteConfig(config: SiteConfig): void {
  siteConfigStore.setState({ config });
}

export function getSiteConfig(): SiteConfig {
  return siteConfigStore.getState().config;
}

export { formatPhone, phoneHref } from './phone';
