import { hasForbiddenCharacters } from '@estefania/shared/webhooks';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { logger as requestLogger } from 'hono/logger';
import { secureHeaders } from 'hono/secure-headers';
import { accountRoutes } from './accounts/routes.js';
import { CallLimits } from './call/limits.js';
import { offlineProvider } from './call/offline.js';
import { openAiRealtimeProvider } from './call/openai.js';
import type { CallProvider } from './call/provider.js';
import { callRoutes, type CallUpgrade } from './call/routes.js';
import { CallService } from './call/rules.js';
import { CallStore } from './call/store.js';
import { AccountStore } from './accounts/store.js';
import { checkoutRoutes } from './checkout/routes.js';
import { CheckoutStore } from './checkout/store.js';
import type { DemoSlots } from './demo/demo-slots.js';
import { demoRoutes } from './demo/routes.js';
import { DemoStore } from './demo/store.js';
import { ServiceError } from './errors.js';
import { errorBody, errorStatus } from './http/error-response.js';
import { leadRoutes } from './leads/routes.js';
import { LeadStore } from './leads/store.js';
import { measurementRoutes } from './measurement/routes.js';
import { MeasurementStore } from './measurement/store.js';
import { panelRoutes } from './panel/routes.js';
import { trialRoutes } from './trial/routes.js';
import { describeVoice } from './tts/voice.js';
import type { ServiceContext } from './service-context.js';

/** Whether a URL path percent-decodes (as UTF-8) to text without control characters or broken Unicode. */
export function isWellFormedPath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  return !hasForbiddenCharacters(decoded);
}

/** A route the service answers: its method and path pattern as registered (`/checkout/:productId`). */
export interface RegisteredRoute {
  method: string;
  path: string;
}

/**
 * Every route the app registers, once per method and path (middleware, registered for all methods,
 * left out): what the malformed-input test sends its table to, so a new route is covered the day it
 * is added.
 */
export function registeredRoutes(app: Hono): RegisteredRoute[] {
  const seen = new Map<string, RegisteredRoute>();
  for (const { method, path } of app.routes) {
    if (method === 'ALL') continue;
    seen.set(`${method} ${path}`, { method, path });
  }
  return [...seen.values()];
}

/** The live call's provider (#34): the offline receptionist unless CALL_PROVIDER names a realtime one. */
function callProvider(ctx: ServiceContext): CallProvider {
  const settings = ctx.config.call.provider;
  return settings.provider === 'openai' ? openAiRealtimeProvider(settings, ctx.log) : offlineProvider;
}

export interface ServiceApp {
  app: Hono;
  /** The live calls' socket (an HTTP upgrade, outside Hono's request handling). */
  upgrade: CallUpgrade;
  /** The live calls in progress (ended when the service stops). */
  calls: CallService;
}

/**
 * The HTTP edge: shared middleware, one error mapping, and each feature's routes. Also where the
 * features are put together: each gets its own store on the one connection, and what it needs of
 * another feature as the small interface it declares (trial's `TrialLookup` is the accounts store).
 */
export function createApp(ctx: ServiceContext, slots: DemoSlots): ServiceApp {
  const { config, db, log } = ctx;
  const app = new Hono();
  const siteOrigin = new URL(config.siteUrl).origin;

  if (config.logRequests) app.use(requestLogger((line) => log.info(line)));
  app.use(
    secureHeaders({
      // Only our own pages are HTML; the policy is harmless on JSON and audio.
      contentSecurityPolicy: {
        defaultSrc: ["'none'"],
        styleSrc: ["'unsafe-inline'"],
        formAction: ["'self'", siteOrigin],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
      },
      xFrameOptions: 'DENY',
      referrerPolicy: 'no-referrer',
      // The audio is played by the site on another origin: routes set their own policy.
      crossOriginResourcePolicy: false,
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: false,
    }),
  );
  app.use(async (c, next) => {
    await next();
    if (c.res.headers.get('content-type')?.startsWith('text/html')) c.res.headers.set('Cache-Control', 'no-store');
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

  // A path whose percent-encoding is broken, or that decodes to control characters or half a
  // surrogate pair, names nothing this service serves: refused here, before any route hands a piece
  // of it to the database (PostgreSQL refuses U+0000: that was a 500).
  app.use(async (c, next) => {
    if (!isWellFormedPath(new URL(c.req.url).pathname)) {
      throw new ServiceError('invalid_request', {
        message: 'La dirección pedida no es válida: lleva caracteres de control o una codificación incorrecta.',
      });
    }
    await next();
  });

  // Domain code throws ServiceError; this is the only place that turns errors into HTTP answers.
  app.onError((error, c) => {
    if (error instanceof ServiceError) {
      const status = errorStatus[error.code];
      if (status >= 500 && error.code !== 'overloaded' && error.code !== 'client_gone') {
        log.error(`${c.req.method} ${c.req.path}: ${error.message}`, error.cause);
      }
      if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds));
      return c.json(errorBody(error.code, error.message, error.details), status);
    }
    if (error instanceof HTTPException) {
      if (error.status === 413) return c.json(errorBody('payload_too_large'), 413);
      if (error.status === 403) return c.json(errorBody('forbidden_origin'), 403);
      if (error.status === 401) {
        c.header('WWW-Authenticate', 'Bearer realm="informes"');
        return c.json(errorBody('unauthorized'), 401);
      }
      if (error.status === 400) return c.json(errorBody('invalid_request'), 400);
    }
    log.error(`${c.req.method} ${c.req.path} failed`, error);
    return c.json(errorBody('internal'), 500);
  });
  app.notFound((c) => c.json(errorBody('not_found'), 404));

  // The list is the app's own registrations, read when asked: it cannot fall behind the routes.
  app.get('/', (c) =>
    c.json({
      service: 'EstefanIA · servicio de automatización local',
      endpoints: registeredRoutes(app).map((route) => `${route.method} ${route.path}`),
    }),
  );

  const voiceDescription = describeVoice(config);
  app.get('/health', async (c) => {
    try {
      await db.query('SELECT 1');
    } catch (error) {
      throw new ServiceError('unavailable', { message: 'La base de datos no responde.', cause: error });
    }
    return c.json({
      status: 'ok',
      database: db.kind,
      voice: voiceDescription.embedded,
      // The production voice in front of it, if any (never its credentials).
      voice_provider: voiceDescription.provider,
      demos: slots.stats(),
      uptime_seconds: Math.round(process.uptime()),
    });
  });

  const demos = new DemoStore(db);
  const sessions = new CheckoutStore(db);
  const accounts = new AccountStore(db);
  app.route('/', demoRoutes(ctx, { demos, slots }));
  app.route('/', checkoutRoutes(ctx, { sessions }));
  app.route('/', trialRoutes(ctx, { trials: accounts, demos, sessions }));
  app.route('/', accountRoutes(ctx, { accounts, sessions, demos }));
  app.route('/', leadRoutes(ctx, { leads: new LeadStore(db) }));
  app.route('/', panelRoutes(ctx, { accounts }));
  app.route('/', measurementRoutes(ctx, { events: new MeasurementStore(db) }));
  // The call reads the demo through its own `DemoLookup`: the demo store is one.
  const calls = new CallService({
    demos,
    store: new CallStore(db),
    limits: new CallLimits(config.call),
    provider: callProvider(ctx),
    settings: config.call,
    log,
  });
  const call = callRoutes(ctx, { calls });
  app.route('/', call.routes);
  return { app, upgrade: call.upgrade, calls };
}
