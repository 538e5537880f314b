import { trialTerms } from '@estefania/shared/catalogue';
import { webhookErrorCodes } from '@estefania/shared/webhooks';
import type { z } from 'zod';

/**
 * Everything the service can refuse or fail with. The HTTP status of each is chosen at the edge
 * (http/error-response.ts). The codes a page acts on are the contract's (`webhookErrorCodes`).
 */
export type ErrorCode =
  | 'invalid_json'
  | 'invalid_request'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'rate_limited'
  | 'overloaded'
  | 'forbidden_origin'
  | 'unauthorized'
  | 'forbidden_host'
  | 'invalid_plan'
  | 'not_found'
  | 'session_not_found'
  | 'session_not_paid'
  | 'session_mismatch'
  | 'plan_mismatch'
  | 'demo_not_found'
  | 'session_already_used'
  | typeof webhookErrorCodes.trialAlreadyUsed
  | 'range_not_satisfiable'
  | 'voice_failed'
  | 'call_in_progress'
  | 'call_expired'
  | 'call_unavailable'
  | 'client_gone'
  | 'unavailable'
  | 'internal';

/** The Spanish message a customer reads for each error. */
export const errorMessages: Record<ErrorCode, string> = {
  invalid_json: 'El cuerpo de la petición no es un JSON válido.',
  invalid_request: 'Los datos enviados no son válidos.',
  unsupported_media_type: 'El cuerpo de la petición debe enviarse como JSON (Content-Type: application/json).',
  payload_too_large: 'La petición es demasiado grande.',
  rate_limited: 'Has hecho demasiadas solicitudes seguidas. Espera un momento y vuelve a intentarlo.',
  overloaded: 'Ahora mismo estamos preparando muchas demos. Vuelve a intentarlo en unos segundos.',
  forbidden_origin: 'Esta petición solo se acepta desde la web de EstefanIA.',
  unauthorized: 'Falta el token de los informes o no es válido.',
  forbidden_host:
    'No podemos analizar esa dirección: apunta a una red privada, local o interna. Indica la web pública de tu negocio.',
  invalid_plan: 'Plan no válido.',
  not_found: 'No hemos encontrado lo que buscas.',
  session_not_found: 'No existe ninguna sesión de pago con ese identificador.',
  session_not_paid: 'La sesión de pago todavía no está pagada.',
  session_mismatch: 'La sesión de pago no corresponde a este plan.',
  plan_mismatch: 'El nombre del plan no corresponde al producto de la sesión de pago.',
  demo_not_found: 'No existe ninguna demo con ese identificador: vuelve a generar tu demo.',
  session_already_used: 'Esta sesión de pago ya se usó para crear una cuenta con otros datos.',
  [webhookErrorCodes.trialAlreadyUsed]: trialTerms.refused,
  range_not_satisfiable: 'El rango solicitado no existe en el archivo de audio.',
  voice_failed: 'No hemos podido generar el audio de tu demo. Inténtalo de nuevo dentro de unos minutos.',
  call_in_progress: 'Ya hay una llamada en curso con esta demo. Cuélgala (o espera a que termine) antes de empezar otra.',
  call_expired: 'Esta llamada ya ha terminado o ha caducado. Pulsa «Háblale ahora» para empezar otra.',
  call_unavailable:
    'La llamada en directo no está disponible ahora mismo. Puedes seguir escuchando la demo grabada y volver a intentarlo en unos minutos.',
  client_gone: 'La petición se canceló antes de terminar.',
  unavailable: 'El servicio no está disponible en este momento.',
  internal: 'Se ha producido un error interno. Inténtalo de nuevo más tarde.',
};

export interface ErrorDetail {
  path: string;
  message: string;
}

/** A refusal or failure of the domain; mapped to an HTTP answer by the app's one onError. */
export class ServiceError extends Error {
  override name = 'ServiceError';
  readonly details: ErrorDetail[] | undefined;
  /** For rate_limited and overloaded: when trying again makes sense. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: ErrorCode,
    options: { message?: string; details?: ErrorDetail[]; cause?: unknown; retryAfterSeconds?: number } = {},
  ) {
    super(options.message ?? errorMessages[code], { cause: options.cause });
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function zodDetails(error: z.core.$ZodError): ErrorDetail[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.') || '(cuerpo)', message: issue.message }));
}
