import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { automationPath, automationPaths } from '@estefania/shared/config';
import type { CallStarted } from '@estefania/shared/webhooks';
import { Hono } from 'hono';
import { WebSocketServer } from 'ws';
import { z } from 'zod';
import { ServiceError } from '../errors.js';
import { errorBody, errorStatus } from '../http/error-response.js';
import { limitBody } from '../http/body-limit.js';
import { clientBucket, clientIp } from '../http/client-ip.js';
import { allowOrigins } from '../http/origin.js';
import { readJson, validate } from '../http/request.js';
import type { ServiceContext } from '../service-context.js';
import { attachOffline } from './offline.js';
import type { CallService } from './rules.js';

const startSchema = z.strictObject({ demo_id: z.string().max(100) });
const tokenSchema = z.string().min(1).max(100);
const offerSchema = z.strictObject({ token: tokenSchema, sdp: z.string().min(10).max(20_000) });
const hangupSchema = z.strictObject({ token: tokenSchema });
const LIVE_PATH = /^\/calls\/([0-9a-f-]{36})\/live$/;

/** The socket URL of a service URL: http → ws, https → wss. */
const socketUrl = (base: string) => base.replace(/^http/, 'ws');

/**
 * POST /calls (start), POST /calls/:callId/offer (WebRTC), POST /calls/:callId/hangup, and the offline
 * receptionist's socket, GET /calls/:callId/live (an HTTP upgrade, handled by `upgrade`).
 */
export function callRoutes(ctx: ServiceContext, { calls }: { calls: CallService }): { routes: Hono; upgrade: CallUpgrade } {
  const { config } = ctx;
  const routes = new Hono();
  const guard = [
    allowOrigins((origin) => config.allowedOrigins.includes(origin), { required: true }),
    limitBody(32 * 1024),
  ] as const;

  routes.post(automationPaths.calls, ...guard, async (c) => {
    const { demo_id } = validate(startSchema, await readJson(c));
    const call = await calls.start(demo_id, clientBucket(clientIp(c, config.trustedProxies)));
    const base = ctx.publicUrl();
    const provider = calls.provider;
    const started: CallStarted = {
      call_id: call.id,
      token: call.token,
      provider: provider.name,
      test_mode: provider.testMode,
      transport: provider.transport,
      connect_url:
        provider.transport === 'websocket'
          ? `${socketUrl(base)}${automationPath(automationPaths.callLive, { callId: call.id })}?token=${encodeURIComponent(call.token)}`
          : `${base}${automationPath(automationPaths.callOffer, { callId: call.id })}`,
      max_seconds: calls.maxSeconds,
      company_name: call.knowledge.companyName,
    };
    c.header('Cache-Control', 'no-store');
    return c.json(started, 201);
  });

  routes.post(automationPaths.callOffer, ...guard, async (c) => {
    const { token, sdp } = validate(offerSchema, await readJson(c));
    const call = calls.find(c.req.param('callId'), token);
    return c.json({ sdp: await calls.answerOffer(call, sdp) });
  });

  routes.post(automationPaths.callHangup, ...guard, async (c) => {
    const { token } = validate(hangupSchema, await readJson(c));
    // A call the server ended a moment ago (its time limit, a changed session): the page learns why.
    const endedReason = calls.endedReason(c.req.param('callId'), token);
    if (endedReason) return c.json({ ended: true, reason: endedReason });
    const call = calls.find(c.req.param('callId'), token);
    await calls.end(call, 'hangup');
    return c.json({ ended: true, reason: 'hangup' });
  });

  const sockets = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const refuse = (socket: Duplex, error: ServiceError) => {
    const body = JSON.stringify(errorBody(error.code));
    socket.end(
      `HTTP/1.1 ${errorStatus[error.code]} ${error.code}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  };

  const upgrade: CallUpgrade = (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const match = LIVE_PATH.exec(url.pathname);
    if (!match?.[1]) return false;
    const origin = request.headers.origin;
    // Only the site's pages open it (a browser always sends Origin on a WebSocket).
    if (!origin || !config.allowedOrigins.includes(origin)) {
      refuse(socket, new ServiceError('forbidden_origin'));
      return true;
    }
    let call;
    try {
      call = calls.find(match[1], url.searchParams.get('token') ?? '');
      if (calls.provider.transport !== 'websocket' || call.connectedAt !== null) throw new ServiceError('call_expired');
    } catch (error) {
      refuse(socket, error instanceof ServiceError ? error : new ServiceError('internal'));
      return true;
    }
    const live = call;
    sockets.handleUpgrade(request, socket, head, (ws) => {
      calls.connected(live);
      attachOffline(ws, live, { voice: ctx.voice, maxSeconds: calls.maxSeconds, end: (reason) => calls.end(live, reason) });
    });
    return true;
  };

  return { routes, upgrade };
}

/** Handles an HTTP upgrade if it is a call's socket (answers whether it was). */
export type CallUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => boolean;
