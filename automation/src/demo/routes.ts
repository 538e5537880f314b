import { serveStatic } from '@hono/node-server/serve-static';
import { automationPaths } from '@estefania/shared/config';
import { createDemoRequestSchema } from '@estefania/shared/webhooks';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { ServiceError } from '../errors.js';
import { limitBody } from '../http/body-limit.js';
import { rateLimit } from '../http/rate-limit.js';
import { readJson, validate } from '../http/request.js';
import type { ServiceContext } from '../service-context.js';
import { AudioStore, CONTENT_TYPES } from '../audio/audio-store.js';
import { WavOnDemand } from '../audio/wav-on-demand.js';
import { createDemo } from './create-demo.js';
import type { DemoSlots } from './demo-slots.js';
import type { DemoStore } from './store.js';

const AUDIO_PATH = /^\/audio\/([^/]+)\/(greeting|message)\.(mp3|wav)$/;

/** POST /webhooks/create-demo and GET /audio/:demoId/(greeting|message).(mp3|wav). */
export function demoRoutes(ctx: ServiceContext, { demos, slots }: { demos: DemoStore; slots: DemoSlots }): Hono {
  const { config, audio } = ctx;
  const wavs = new WavOnDemand(audio);
  const routes = new Hono();

  routes.post(
    automationPaths.createDemo,
    rateLimit({ ...config.createDemoRateLimit, trustedProxies: config.trustedProxies }),
    limitBody(config.bodyLimitBytes),
    async (c) => {
      const request = validate(createDemoRequestSchema, await readJson(c));
      // The request's signal aborts when the client disconnects: queued, fetched or synthesised work stops.
      const signal = c.req.raw.signal;
      const demo = await slots.run(
        () =>
          createDemo(
            {
              demos,
              audio,
              voice: ctx.voice,
              fetch: {
                ...config.fetch,
                policy: { allowPrivate: config.allowPrivateHosts },
                ...(ctx.resolve ? { resolve: ctx.resolve } : {}),
              },
              publicUrl: ctx.publicUrl,
              log: ctx.log,
            },
            request,
            signal,
          ),
        signal,
      );
      return c.json(demo, 200);
    },
  );

  routes.get(
    '/audio/:demoId/:file',
    async (c, next) => {
      const match = AUDIO_PATH.exec(c.req.path);
      const demoId = match?.[1] ?? '';
      const clip = match?.[2] ?? '';
      const format = match?.[3] ?? '';
      if (!AudioStore.isDemoId(demoId) || !AudioStore.isClip(clip) || !AudioStore.isFormat(format))
        throw new ServiceError('not_found');
      // WAV only for a client that asks: made from the MP3 the first time, then kept (#25).
      const file = format === 'wav' ? await wavs.ensure(demoId, clip) : await audio.info(demoId, clip, format);
      if (!file) throw new ServiceError('not_found');
      // A demo's audio never changes once written: a strong validator from size and time is enough.
      c.header('ETag', `"${file.size.toString(16)}-${file.modified.getTime().toString(16)}"`);
      c.header('Cache-Control', 'public, max-age=31536000, immutable');
      c.header('Accept-Ranges', 'bytes');
      // The site on another origin plays it.
      c.header('Cross-Origin-Resource-Policy', 'cross-origin');
      await next();
      // serveStatic answers an empty 416 (with Content-Range, kept): give it the usual Spanish body.
      if (c.res.status === 416) throw new ServiceError('range_not_satisfiable');
      if (c.res.ok) c.res.headers.set('Content-Type', CONTENT_TYPES[format]);
    },
    etag(),
    serveStatic({ root: audio.directory, rewriteRequestPath: (path) => path.replace(/^\/audio/, '') }),
  );

  return routes;
}
