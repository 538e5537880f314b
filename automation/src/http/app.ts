import { open } from 'node:fs/promises';
import { getConnInfo } from '@hono/node-server/conninfo';
import { formatEuros } from '@estefania/shared/catalogue';
import { paths } from '@estefania/shared/routes';
import { createAccountRequestSchema, createDemoRequestSchema, isValidEmail, leadSchema } from '@estefania/shared/webhooks';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { logger as requestLogger } from 'hono/logger';
import { z } from 'zod';
import { packForMinutes, planForProductId } from '../checkout/products.js';
import type { AutomationConfig } from '../config.js';
import type { LeadKind, Store } from '../db/store.js';
import { AudioStore } from '../demo/audio-store.js';
import { createDemo } from '../demo/create-demo.js';
import type { Logger } from '../logger.js';
import type { Resolver } from '../net/safe-fetch.js';
import type { Synthesizer } from '../tts/pool.js';
import { ApiError, errorBody, zodDetails, type ErrorDetail } from './errors.js';
import { checkoutPage, packReceiptPage, panelLoginPage, type CheckoutView } from './pages.js';
import { parseRange } from './range.js';
import { RateLimiter } from './rate-limit.js';

// Validation messages in Spanish, like the rest of the answers ("clave" rather than zod's "llave").
z.config({
  ...z.locales.es(),
  customError: (issue) =>
    issue.code === 'unrecognized_keys'
      ? `${issue.keys.length === 1 ? 'Campo no permitido' : 'Campos no permitidos'}: ${issue.keys.map((key) => `"${key}"`).join(', ')}`
      : undefined,
});

export interface AppContext {
  config: AutomationConfig;
  store: Store;
  audio: AudioStore;
  voice: Synthesizer;
  /** Base of absolute audio URLs; known once the server listens. */
  publicUrl: () => string;
  log: Logger;
  /** DNS override for the website fetch (tests). */
  resolve?: Resolver;
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

async function readJson(c: Context): Promise<unknown> {
  if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) throw new ApiError('unsupported_media_type');
  const text = await c.req.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError('invalid_json');
  }
}

/** Accepts the shared contracts (zod/mini) and local classic schemas alike. */
function validate<T>(schema: z.core.$ZodType<T>, data: unknown): T {
  const parsed = z.safeParse(schema, data);
  if (!parsed.success) throw new ApiError('invalid_request', { details: zodDetails(parsed.error) });
  return parsed.data;
}

const CLIENT_REFERENCE = /^[A-Za-z0-9_-]{1,200}$/;

function wantsHtml(c: Context): boolean {
  return (c.req.header('accept') ?? '').includes('text/html');
}

export function createApp(ctx: AppContext): Hono {
  const { config, store, audio, log } = ctx;
  const app = new Hono();
  const siteOrigin = new URL(config.siteUrl).origin;
  const createDemoLimiter = new RateLimiter(config.createDemoRateLimit.max, config.createDemoRateLimit.windowMs);
  const htmlSecurity = `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${siteOrigin}; base-uri 'none'; frame-ancestors 'none'`;

  const clientIp = (c: Context): string => {
    if (config.trustProxy) {
      const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
      if (forwarded) return forwarded;
    }
    try {
      return getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      return 'unknown';
    }
  };

  const limitBody: MiddlewareHandler = bodyLimit({
    maxSize: config.bodyLimitBytes,
    onError: (c) => c.json(errorBody('payload_too_large'), 413),
  });

  const rateLimitCreateDemo: MiddlewareHandler = async (c, next) => {
    const verdict = createDemoLimiter.hit(clientIp(c));
    if (!verdict.allowed) {
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      return c.json(errorBody('rate_limited'), 429);
    }
    await next();
  };

  if (config.logRequests) app.use(requestLogger((line) => log.info(line)));
  app.use(async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Referrer-Policy', 'no-referrer');
    if (c.res.headers.get('content-type')?.startsWith('text/html')) {
      c.res.headers.set('Content-Security-Policy', htmlSecurity);
      c.res.headers.set('X-Frame-Options', 'DENY');
      c.res.headers.set('Cache-Control', 'no-store');
    }
  });
  app.use(
    cors({
      origin: (origin) => (config.allowedOrigins.includes(origin) ? origin : null),
      allowMethods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
      allowHeaders: ['Content-Type'],
      exposeHeaders: ['Content-Length', 'Content-Range', 'Accept-Ranges', 'Retry-After'],
      maxAge: 600,
    }),
  );

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      if (error.status >= 500) log.error(`${c.req.method} ${c.req.path}: ${error.message}`, error.cause);
      return c.json(errorBody(error.code, error.message, error.details), error.status);
    }
    if (error instanceof HTTPException) {
      if (error.status === 413) return c.json(errorBody('payload_too_large'), 413);
      if (error.status === 400) return c.json(errorBody('invalid_request'), 400);
    }
    log.error(`${c.req.method} ${c.req.path} failed`, error);
    return c.json(errorBody('internal'), 500);
  });
  app.notFound((c) => c.json(errorBody('not_found'), 404));

  app.get('/', (c) =>
    c.json({
      service: 'EstefanIA · servicio de automatización local',
      endpoints: [
        'GET /health',
        'POST /webhooks/create-demo',
        'GET /audio/:demoId/(greeting|message).wav',
        'GET /checkout/:productId',
        'GET /checkout/pack/:minutes',
        'GET /checkout/receipt/:sessionId',
        'POST /webhooks/create-account',
        'POST /webhooks/demo-request',
        'POST /webhooks/newsletter',
        'POST /webhooks/book-waitlist',
        'GET /panel/login',
      ],
    }),
  );

  app.get('/health', async (c) => {
    try {
      await store.ping();
    } catch (error) {
      throw new ApiError('unavailable', { message: 'La base de datos no responde.', cause: error });
    }
    return c.json({
      status: 'ok',
      database: store.db.kind,
      voice: config.voice.voice,
      uptime_seconds: Math.round(process.uptime()),
    });
  });

  // ── Demo ────────────────────────────────────────────────────────────────────────────────────
  app.post('/webhooks/create-demo', rateLimitCreateDemo, limitBody, async (c) => {
    const request = validate(createDemoRequestSchema, await readJson(c));
    const demo = await createDemo(
      {
        store,
        audio,
        voice: ctx.voice,
        fetch: {
          ...config.fetch,
          policy: { allowPrivate: config.allowPrivateHosts },
          ...(ctx.resolve ? { resolve: ctx.resolve } : {}),
        },
        publicUrl: ctx.publicUrl,
        log,
      },
      request,
    );
    return c.json(demo, 200);
  });

  app.get('/audio/:demoId/:file', async (c) => {
    const demoId = c.req.param('demoId');
    const clip = /^(greeting|message)\.wav$/.exec(c.req.param('file'))?.[1];
    if (!clip || !AudioStore.isClip(clip) || !AudioStore.isDemoId(demoId)) throw new ApiError('not_found');
    const file = await audio.info(demoId, clip);
    if (!file) throw new ApiError('not_found');

    const etag = `"${file.size.toString(16)}-${file.modified.getTime().toString(16)}"`;
    const headers: Record<string, string> = {
      'Content-Type': 'audio/wav',
      'Accept-Ranges': 'bytes',
      ETag: etag,
      'Last-Modified': file.modified.toUTCString(),
      // A demo's audio never changes once written.
      'Cache-Control': 'public, max-age=31536000, immutable',
      // The site on another origin plays it.
      'Cross-Origin-Resource-Policy': 'cross-origin',
    };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);

    const ifRange = c.req.header('if-range');
    const range = ifRange && ifRange !== etag ? null : parseRange(c.req.header('range'), file.size);
    if (range === 'unsatisfiable') {
      c.header('Content-Range', `bytes */${file.size}`);
      throw new ApiError('range_not_satisfiable');
    }
    const start = range?.start ?? 0;
    const end = range?.end ?? file.size - 1;
    const length = end - start + 1;
    const bytes = new Uint8Array(length);
    const handle = await open(file.path, 'r');
    try {
      await handle.read(bytes, 0, length, start);
    } finally {
      await handle.close();
    }
    headers['Content-Length'] = String(length);
    if (range) headers['Content-Range'] = `bytes ${start}-${end}/${file.size}`;
    return c.body(bytes, range ? 206 : 200, headers);
  });

  // ── Test checkout (stands in for the hosted card-payment links) ─────────────────────────────
  const renderCheckout = (c: Context, view: CheckoutView, status: 200 | 400 = 200) => c.html(checkoutPage(view), status);

  const checkoutQuery = (c: Context) => {
    const email = c.req.query('prefilled_email')?.trim() ?? '';
    const reference = c.req.query('client_reference_id')?.trim() ?? '';
    return {
      // Like hosted payment links: an invalid prefill or reference is dropped, not an error.
      email: isValidEmail(email) ? email : '',
      clientReferenceId: CLIENT_REFERENCE.test(reference) ? reference : null,
    };
  };

  interface PaymentForm {
    email: string;
    clientReferenceId: string | null;
    errors: ErrorDetail[];
  }

  const readPaymentForm = async (c: Context): Promise<PaymentForm> => {
    const type = c.req.header('content-type') ?? '';
    if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type))
      throw new ApiError('invalid_request', { message: 'El pago se envía desde el formulario de la página.' });
    const body = await c.req.parseBody();
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    const reference = typeof body.client_reference_id === 'string' ? body.client_reference_id.trim() : '';
    const errors: ErrorDetail[] = [];
    if (!isValidEmail(email)) errors.push({ path: 'email', message: 'Introduce un correo electrónico válido.' });
    if (reference && !CLIENT_REFERENCE.test(reference))
      errors.push({ path: 'client_reference_id', message: 'Referencia no válida.' });
    return { email, clientReferenceId: reference || null, errors };
  };

  const paymentFailed = (c: Context, form: PaymentForm, view: Omit<CheckoutView, 'email' | 'clientReferenceId'>) => {
    if (wantsHtml(c)) {
      return renderCheckout(
        c,
        { ...view, email: form.email, clientReferenceId: form.clientReferenceId, error: form.errors[0]?.message ?? '' },
        400,
      );
    }
    throw new ApiError('invalid_request', { details: form.errors });
  };

  const successUrl = (sessionId: string) =>
    `${config.siteUrl}${paths.onboardingSuccess}?session_id=${encodeURIComponent(sessionId)}`;

  const packView = (minutes: string) => {
    const pack = packForMinutes(config.site, minutes);
    if (!pack) throw new ApiError('not_found', { message: 'Ese pack de minutos no existe.' });
    const view = {
      productTitle: `Pack de ${pack.minutes} minutos`,
      productDescription: 'Minutos de llamadas para tu EstefanIA, sin cuota mensual.',
      features: pack.features,
      priceLabel: formatEuros(pack.priceCents),
      billingLabel: 'pago único',
      formAction: `/checkout/pack/${pack.minutes}`,
      cancelUrl: `${config.siteUrl}${paths.pricing}`,
    };
    return { pack, view };
  };

  app.get('/checkout/pack/:minutes', (c) => renderCheckout(c, { ...packView(c.req.param('minutes')).view, ...checkoutQuery(c) }));

  app.post('/checkout/pack/:minutes', limitBody, async (c) => {
    const { pack, view } = packView(c.req.param('minutes'));
    const form = await readPaymentForm(c);
    if (form.errors.length > 0) return paymentFailed(c, form, view);
    const session = await store.createPaidCheckoutSession({
      kind: 'pack',
      productId: null,
      planKey: null,
      packMinutes: pack.minutes,
      description: view.productTitle,
      amountCents: pack.priceCents,
      recurringInterval: null,
      email: form.email,
      clientReferenceId: form.clientReferenceId,
    });
    return c.redirect(`/checkout/receipt/${encodeURIComponent(session.id)}`, 303);
  });

  app.get('/checkout/receipt/:sessionId', async (c) => {
    const session = await store.getCheckoutSession(c.req.param('sessionId'));
    if (!session || session.kind !== 'pack' || session.status !== 'paid') {
      throw new ApiError('not_found', { message: 'Ese pago no existe.' });
    }
    return c.html(
      packReceiptPage({
        siteUrl: config.siteUrl,
        description: session.description,
        priceLabel: formatEuros(session.amountCents),
        email: session.email || null,
        sessionId: session.id,
      }),
    );
  });

  const planView = (productId: string) => {
    const product = planForProductId(config.site, productId);
    if (!product) throw new ApiError('not_found', { message: 'Ese plan no existe.' });
    const view = {
      productTitle: `Plan ${product.plan.name}`,
      productDescription: `${product.plan.description} ${product.plan.callsLabel}.`,
      features: product.plan.features,
      priceLabel: formatEuros(product.amountCents),
      billingLabel: 'al mes',
      formAction: `/checkout/${encodeURIComponent(product.productId)}`,
      cancelUrl: `${config.siteUrl}${paths.onboarding}`,
    };
    return { product, view };
  };

  app.get('/checkout/:productId', (c) => renderCheckout(c, { ...planView(c.req.param('productId')).view, ...checkoutQuery(c) }));

  app.post('/checkout/:productId', limitBody, async (c) => {
    const { product, view } = planView(c.req.param('productId'));
    const form = await readPaymentForm(c);
    if (form.errors.length > 0) return paymentFailed(c, form, view);
    const session = await store.createPaidCheckoutSession({
      kind: 'plan',
      productId: product.productId,
      planKey: product.key,
      packMinutes: null,
      description: view.productTitle,
      amountCents: product.amountCents,
      recurringInterval: 'month',
      email: form.email,
      clientReferenceId: form.clientReferenceId,
    });
    return c.redirect(successUrl(session.id), 303);
  });

  // ── Account creation after payment ──────────────────────────────────────────────────────────
  app.post('/webhooks/create-account', limitBody, async (c) => {
    const request = validate(createAccountRequestSchema, await readJson(c));
    const product = planForProductId(config.site, request.product_id);
    if (!product)
      throw new ApiError('invalid_plan', { details: [{ path: 'product_id', message: 'No corresponde a ningún plan de pago.' }] });
    const session = await store.getCheckoutSession(request.stripe_session_id);
    if (!session) throw new ApiError('session_not_found');
    if (session.status !== 'paid') throw new ApiError('session_not_paid');
    if (session.kind !== 'plan' || session.productId !== request.product_id) throw new ApiError('session_mismatch');
    const result = await store.createAccountOnce({ ...request, plan_key: product.key });
    if (result.outcome === 'conflict') throw new ApiError('session_already_used');
    return c.json(
      {
        ok: true,
        account_id: result.accountId,
        created: result.outcome === 'created',
        dashboard_login_url: config.site.dashboardLoginUrl,
      },
      result.outcome === 'created' ? 201 : 200,
    );
  });

  // ── Leads ───────────────────────────────────────────────────────────────────────────────────
  const leadKinds: LeadKind[] = ['demo-request', 'newsletter', 'book-waitlist'];
  for (const kind of leadKinds) {
    app.post(`/webhooks/${kind}`, limitBody, async (c) => {
      const lead = validate(leadSchema, await readJson(c));
      if (kind === 'demo-request') {
        // The demo form sends every contact field: the AI has to know whom to call and where.
        const missing = (['firstName', 'surname', 'businessName', 'phone'] as const).filter((field) => !lead[field]);
        if (missing.length > 0) {
          throw new ApiError('invalid_request', {
            details: missing.map((field) => ({ path: field, message: 'Campo obligatorio.' })),
          });
        }
      }
      const result = await store.upsertLead(kind, lead, new Date());
      return c.json({ ok: true, duplicate: !result.created }, result.created ? 201 : 200);
    });
  }

  // ── Customer dashboard stand-in ─────────────────────────────────────────────────────────────
  app.get('/panel/login', async (c) =>
    c.html(panelLoginPage({ siteUrl: config.siteUrl, accounts: await store.countAccounts() })),
  );

  return app;
}
