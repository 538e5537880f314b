import type { MiddlewareHandler } from 'hono';
import { ServiceError } from '../errors.js';

/**
 * Refuses a browser request sent from a page on another origin (403). Requests without an Origin
 * header (server-to-server webhooks, curl) pass: a browser always sends one on a POST.
 */
export function allowOrigins(isAllowed: (origin: string) => boolean): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && !isAllowed(origin)) throw new ServiceError('forbidden_origin');
    await next();
  };
}
