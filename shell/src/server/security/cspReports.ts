// Where browsers report Content-Security-Policy violations (`report-uri` and the Reporting API's
// `csp` endpoint): each report is checked, reduced to what an operator needs (directive, what was
// blocked, on which page, without query strings that could carry personal data) and logged as one
// line. Bounded: small bodies only, and a rate limit per client and for everyone, so a flood of
// reports cannot fill the log or slow the server.
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { rateLimiter } from 'hono-rate-limiter';
import { getConnInfo } from '@hono/node-server/conninfo';
import { CSP_REPORT_PATH } from './securityHeaders';

export interface CspViolation {
  directive: string;
  blocked: string;
  page: string;
  sample?: string;
}

/** A URL as it is safe to log: origin and path only (queries and fragments may hold personal data). */
function withoutQuery(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  // Keywords the browser reports instead of a URL: inline, eval, data, blob…
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return value.slice(0, 40);
  try {
    const url = new URL(value);
    return `${url.origin}${url.pathname}`.slice(0, 200);
  } catch {
    return '';
  }
}

const clean = (value: unknown, max: number): string =>
  // eslint-disable-next-line no-control-regex -- control characters are what must not reach the log
  typeof value === 'string' ? value.replace(/[\u0000-\u001f\u007f]/g, ' ').slice(0, max) : '';

/** The violations of a body in either format (`application/csp-report` or `application/reports+json`). */
export function readCspReports(body: unknown): CspViolation[] {
  const items: Record<string, unknown>[] = [];
  if (Array.isArray(body)) {
    for (const report of body.slice(0, 20) as unknown[]) {
      const entry = report as { type?: unknown; body?: unknown } | null;
      if (entry?.type === 'csp-violation' && entry.body && typeof entry.body === 'object')
        items.push(entry.body as Record<string, unknown>);
    }
  } else if (body && typeof body === 'object' && 'csp-report' in body) {
    const report = (body as Record<string, unknown>)['csp-report'];
    if (report && typeof report === 'object') items.push(report as Record<string, unknown>);
  }
  return items
    .map((item) => ({
      directive: clean(item.effectiveDirective ?? item['effective-directive'] ?? item['violated-directive'], 60),
      blocked: withoutQuery(item.blockedURL ?? item['blocked-uri']),
      page: withoutQuery(item.documentURL ?? item['document-uri']),
      sample: clean(item.sample ?? item['script-sample'], 40) || undefined,
    }))
    .filter((violation) => violation.directive !== '');
}

/** The origin of a blocked URL, when it is one (not a keyword such as `inline`). */
function blockedOrigin(blocked: string): string | null {
  if (!/^https?:\/\//i.test(blocked)) return null;
  try {
    return new URL(blocked).origin;
  } catch {
    return null;
  }
}

/**
 * The log line of a violation. Audio or video from an origin the policy does not name is the
 * deployment's storage left out of the config: the line says which setting takes it.
 */
export function describeViolation({ directive, blocked, page, sample }: CspViolation): string {
  const line = `[csp] infracción de ${directive}: ${blocked || '(sin origen)'} en ${page || '(página desconocida)'}${sample ? ` («${sample}»)` : ''}`;
  const origin = directive === 'media-src' ? blockedOrigin(blocked) : null;
  if (!origin) return line;
  return `${line}. Si el audio de las demos se sirve desde ahí, añade "${origin}" a config.mediaOrigins en remotes.json`;
}

export interface CspReportOptions {
  log: (message: string) => void;
  /** Reports one client may send per minute (default 20). */
  perClient?: number;
  /** Reports everybody together may send per minute (default 300). */
  total?: number;
}

export function registerCspReports(app: Hono, { log, perClient = 20, total = 300 }: CspReportOptions): void {
  const tooMany = { error: { code: 'rate_limited', message: 'Demasiados informes; inténtalo más tarde.' } };
  const clientKey = (c: Parameters<typeof getConnInfo>[0]) => {
    try {
      return getConnInfo(c).remote.address ?? 'desconocido';
    } catch {
      return 'desconocido';
    }
  };
  app.post(
    CSP_REPORT_PATH,
    rateLimiter({ windowMs: 60_000, limit: total, keyGenerator: () => 'todos', handler: (c) => c.json(tooMany, 429) }),
    rateLimiter({ windowMs: 60_000, limit: perClient, keyGenerator: clientKey, handler: (c) => c.json(tooMany, 429) }),
    bodyLimit({
      maxSize: 16 * 1024,
      onError: (c) => c.json({ error: { code: 'too_large', message: 'Informe demasiado grande.' } }, 413),
    }),
    async (c) => {
      const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (!['application/csp-report', 'application/reports+json', 'application/json'].includes(type))
        return c.json({ error: { code: 'unsupported_media_type', message: 'Tipo de contenido no admitido.' } }, 415);
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return c.json({ error: { code: 'invalid_request', message: 'El informe no es un JSON válido.' } }, 400);
      }
      const violations = readCspReports(body);
      if (violations.length === 0)
        return c.json({ error: { code: 'invalid_request', message: 'El cuerpo no contiene ninguna infracción de CSP.' } }, 400);
      for (const violation of violations) log(describeViolation(violation));
      return c.body(null, 204);
    },
  );
}
