import { describe, expect, it } from 'vitest';
import {
  automationPath,
  automationPaths,
  configureSite,
  defaultSiteConfig,
  formatPhone,
  getSiteConfig,
  phoneHref,
  resolveSiteConfig,
  siteConfigSchema,
} from './config';

describe('site config', () => {
  it('has valid defaults pointing at the local automation service', () => {
    expect(siteConfigSchema.safeParse(defaultSiteConfig).success).toBe(true);
    expect(defaultSiteConfig.webhooks.createDemo).toBe('http://localhost:8787/webhooks/create-demo');
    expect(defaultSiteConfig.phone).toMatch(/^\d{9}$/);
  });

  it('keeps the URLs of the automation service (the HTTP contract) as they are', () => {
    const { webhooks, plans, packCheckoutLinks } = defaultSiteConfig;
    expect([
      defaultSiteConfig.portalUrl,
      defaultSiteConfig.dashboardLoginUrl,
      defaultSiteConfig.eventsEndpoint,
      ...Object.values(webhooks),
      ...Object.values(plans).map((plan) => plan.paymentLink),
      defaultSiteConfig.trialLink,
      ...Object.values(packCheckoutLinks),
    ]).toEqual([
      'http://localhost:8787/panel/login',
      'http://localhost:8787/panel/login',
      'http://localhost:8787/events',
      'http://localhost:8787/webhooks/create-demo',
      'http://localhost:8787/webhooks/create-account',
      'http://localhost:8787/webhooks/demo-request',
      'http://localhost:8787/webhooks/newsletter',
      'http://localhost:8787/webhooks/book-waitlist',
      'http://localhost:8787/calls',
      'http://localhost:8787/checkout/prod_autonomo',
      'http://localhost:8787/checkout/prod_pyme',
      'http://localhost:8787/checkout/prod_empresa',
      'http://localhost:8787/trial',
      'http://localhost:8787/checkout/pack/50',
      'http://localhost:8787/checkout/pack/100',
      'http://localhost:8787/checkout/pack/500',
      'http://localhost:8787/checkout/pack/1000',
    ]);
  });

  it('fills automation path patterns, encoding each part', () => {
    expect(automationPath(automationPaths.checkoutReceipt, { sessionId: 'cs_test/x' })).toBe('/checkout/receipt/cs_test%2Fx');
    expect(automationPath(automationPaths.checkoutPack, { minutes: 50 })).toBe('/checkout/pack/50');
  });

  it('merges deployment overrides over the defaults', () => {
    const result = resolveSiteConfig({ phone: '611222333', webhooks: { createDemo: 'https://n8n.example.es/webhook/demo' } });
    expect(result.ok).toBe(true);
    expect(result.config.phone).toBe('611222333');
    expect(result.config.webhooks.createDemo).toBe('https://n8n.example.es/webhook/demo');
    expect(result.config.webhooks.createAccount).toBe(defaultSiteConfig.webhooks.createAccount);
  });

  it('refuses an invalid override set whole and says why', () => {
    const result = resolveSiteConfig({ phone: '12', portalUrl: 'javascript:alert(1)' });
    expect(result.ok).toBe(false);
    expect(result.config).toEqual(defaultSiteConfig);
    if (!result.ok) expect(result.issues.join(' ')).toMatch(/phone.*portalUrl|portalUrl.*phone/s);
  });

  it('refuses unknown keys so typos do not pass silently', () => {
    expect(resolveSiteConfig({ phonee: '611222333' }).ok).toBe(false);
  });

  it('takes the origins the demo audio may come from, and refuses anything that is not a bare origin', () => {
    expect(defaultSiteConfig.mediaOrigins).toEqual([]);
    const good = [
      'https://audio.example-cdn.es',
      'https://*.r2.dev',
      'https://storage.googleapis.com:8443',
      'http://localhost:9000',
    ];
    const accepted = resolveSiteConfig({ mediaOrigins: good });
    expect(accepted.ok && accepted.config.mediaOrigins).toEqual(good);
    for (const bad of [
      'https://cdn.example.es/',
      'https://cdn.example.es/audios',
      'http://cdn.example.es',
      '*',
      "'unsafe-inline'",
      'https://cdn.example.es; script-src *',
      'data:',
      'https://*',
      'cdn.example.es',
    ]) {
      const refused = resolveSiteConfig({ mediaOrigins: [bad] });
      expect(refused.ok, bad).toBe(false);
      if (!refused.ok) expect(refused.issues.join(' ')).toContain('mediaOrigins.0: Un origen sin ruta ni barra final');
    }
    expect(resolveSiteConfig({ mediaOrigins: 'https://cdn.example.es' }).ok).toBe(false);
  });

  it('lets lead endpoints be switched off with null', () => {
    const result = resolveSiteConfig({ webhooks: { newsletter: null } });
    expect(result.ok && result.config.webhooks.newsletter).toBeNull();
  });

  it('has a trial link of its own, apart from every paid payment link', () => {
    const paid = Object.values(defaultSiteConfig.plans).map((plan) => plan.paymentLink);
    expect(defaultSiteConfig.trialLink).toBe('http://localhost:8787/trial');
    expect(paid).not.toContain(defaultSiteConfig.trialLink);
    const result = resolveSiteConfig({ trialLink: 'https://n8n.example.es/webhook/start-trial' });
    expect(result.ok && result.config.trialLink).toBe('https://n8n.example.es/webhook/start-trial');
    expect(resolveSiteConfig({ trialLink: 'javascript:alert(1)' }).ok).toBe(false);
  });

  it('links no social profile until a deployment sets a real one', () => {
    expect(defaultSiteConfig.social).toEqual({ linkedin: null, instagram: null, tiktok: null });
    const result = resolveSiteConfig({ social: { linkedin: 'https://www.linkedin.com/company/ejemplo' } });
    expect(result.ok && result.config.social).toEqual({
      linkedin: 'https://www.linkedin.com/company/ejemplo',
      instagram: null,
      tiktok: null,
    });
    expect(resolveSiteConfig({ social: { tiktok: 'no es una dirección' } }).ok).toBe(false);
  });

  it('sends measurement to the local automation service unless the events endpoint is null', () => {
    expect(defaultSiteConfig.eventsEndpoint).toBe('http://localhost:8787/events');
    const off = resolveSiteConfig({ eventsEndpoint: null });
    expect(off.ok && off.config.eventsEndpoint).toBeNull();
    expect(resolveSiteConfig({ eventsEndpoint: 'ftp://x.es/events' }).ok).toBe(false);
  });

  it('is one store: configureSite changes what every reader gets', () => {
    configureSite({ supportEmail: 'ayuda@example.es' });
    expect(getSiteConfig().supportEmail).toBe('ayuda@example.es');
    configureSite(undefined);
    expect(getSiteConfig()).toEqual(defaultSiteConfig);
  });

  it('formats the phone the Spanish way', () => {
    expect(formatPhone('919931748')).toBe('919 93 17 48');
    expect(phoneHref('919931748')).toBe('tel:+34919931748');
  });
});
