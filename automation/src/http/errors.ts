import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

export type ErrorCode =
  | 'invalid_json'
  | 'invalid_request'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'rate_limited'
  | 'forbidden_host'
  | 'invalid_plan'
  | 'not_found'
  | 'session_not_found'
  | 'session_not_paid'
  | 'session_mismatch'
  | 'session_already_used'
  | 'range_not_satisfiable'
  | 'voice_failed'
  | 'unavailable'
  | 'internal';

/** Spanish message and HTTP status of every error the service answers. */
export const errorCatalogue: Record<ErrorCode, { status: ContentfulStatusCode; message: string }> = {
  invalid_json: { status: 400, message: 'El cuerpo de la petición no es un JSON válido.' },
  invalid_request: { status: 400, message: 'Los datos enviados no son válidos.' },
  unsupported_media_type: {
    status: 415,
    message: 'El cuerpo de la petición debe enviarse como JSON (Content-Type: application/json).',
  },
  payload_too_large: { status: 413, message: 'La petición es demasiado grande.' },
  rate_limited: { status: 429, message: 'Has hecho demasiadas solicitudes seguidas. Espera un momento y vuelve a intentarlo.' },
  forbidden_host: {
    status: 400,
    message: 'No podemos analizar esa dirección: apunta a una red privada, local o interna. Indica la web pública de tu negocio.',
  },
  invalid_plan: { status: 400, message: 'Plan no válido.' },
  not_found: { status: 404, message: 'No hemos encontrado lo que buscas.' },
  session_not_found: { status: 404, message: 'No existe ninguna sesión de pago con ese identificador.' },
  session_not_paid: { status: 409, message: 'La sesión de pago todavía no está pagada.' },
  session_mismatch: { status: 409, message: 'La sesión de pago no corresponde a este plan.' },
  session_already_used: {
    status: 409,
    message: 'Esta sesión de pago ya se usó para crear una cuenta con otros datos.',
  },
  range_not_satisfiable: { status: 416, message: 'El rango solicitado no existe en el archivo de audio.' },
  voice_failed: {
    status: 502,
    message: 'No hemos podido generar el audio de tu demo. Inténtalo de nuevo dentro de unos minutos.',
  },
  unavailable: { status: 503, message: 'El servicio no está disponible en este momento.' },
  internal: { status: 500, message: 'Se ha producido un error interno. Inténtalo de nuevo más tarde.' },
};

export interface ErrorDetail {
  path: string;
  message: string;
}

export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: ContentfulStatusCode;
  readonly details: ErrorDetail[] | undefined;

  constructor(
    readonly code: ErrorCode,
    options: { message?: string; details?: ErrorDetail[]; cause?: unknown } = {},
  ) {
    super(options.message ?? errorCatalogue[code].message, { cause: options.cause });
    this.status = errorCatalogue[code].status;
    this.details = options.details;
  }
}

export function errorBody(code: ErrorCode, message = errorCatalogue[code].message, details?: ErrorDetail[]) {
  return { error: { code, message, ...(details && details.length > 0 ? { details } : {}) } };
}

export function zodDetails(error: z.core.$ZodError): ErrorDetail[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.') || '(cuerpo)', message: issue.message }));
}
