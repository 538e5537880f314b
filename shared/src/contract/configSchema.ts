// The site config's schema: what a deployment's overrides (remotes.json) are checked against. A leaf:
// the defaults and the store (configBase.ts) take only its types, so the browser's pages load them
// without the validation library; config.ts checks overrides with it.
import { z } from 'zod/mini';
import { paidPlanKeys, type PaidPlanKey } from './catalogue';

export type { PaidPlanKey };

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

export const planKeySchema = z.enum(paidPlanKeys);

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
