import { webhookErrorCodes } from '@estefania/shared/webhooks';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorMessages, type ErrorCode, type ErrorDetail } from '../errors.js';

export const errorStatus: Record<ErrorCode, ContentfulStatusCode> = {
  invalid_json: 400,
  invalid_request: 400,
  unsupported_media_type: 415,
  payload_too_large: 413,
  rate_limited: 429,
  overloaded: 503,
  forbidden_origin: 403,
  unauthorized: 401,
  forbidden_host: 400,
  invalid_plan: 400,
  not_found: 404,
  session_not_found: 404,
  session_not_paid: 409,
  session_mismatch: 409,
  plan_mismatch: 409,
  demo_not_found: 409,
  session_already_used: 409,
  [webhookErrorCodes.trialAlreadyUsed]: 409,
  range_not_satisfiable: 416,
  voice_failed: 502,
  call_in_progress: 409,
  call_expired: 410,
  call_unavailable: 502,
  // Nobody reads it (the client went away); logged as such.
  client_gone: 499 as ContentfulStatusCode,
  unavailable: 503,
  internal: 500,
};

/** The JSON body of every error answer: {"error": {"code", "message", "details?"}}. */
export function errorBody(code: ErrorCode, message = errorMessages[code], details?: ErrorDetail[]) {
  return { error: { code, message, ...(details && details.length > 0 ? { details } : {}) } };
}
