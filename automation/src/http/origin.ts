import type { MiddlewareHandler } from 'hono';
import { ServiceError } from '../errors.js';

/**
 * Refuses a browser request sent from a page on another origin (403). Requests without an Origin
 * header (server-to-server webhooks, curl) pass, unless `required`: an endpoint only the site's
 * pages call (a browser always sends an Origin on a POST) refuses them too.
 */
export function allowOrigins(isAllowed: (origin: string) => boolean, options: { required?: boolean } = {}): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin === undefined ? options.required === true : !isAllowed(origin)) throw new ServiceError('forbidden_origin');
    await next();
  };
}
