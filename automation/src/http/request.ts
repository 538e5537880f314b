import type { Context } from 'hono';
import { z } from 'zod';
import { ServiceError, zodDetails } from '../errors.js';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

export async function readJson(c: Context): Promise<unknown> {
  if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) throw new ServiceError('unsupported_media_type');
  const text = await c.req.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ServiceError('invalid_json');
  }
}

/** Accepts the shared contracts (zod/mini) and local classic schemas alike. */
export function validate<T>(schema: z.core.$ZodType<T>, data: unknown): T {
  const parsed = z.safeParse(schema, data);
  if (!parsed.success) throw new ServiceError('invalid_request', { details: zodDetails(parsed.error) });
  return parsed.data;
}

/** The form fields of a urlencoded or multipart body; a malformed body is the caller's error (400), not ours. */
export async function readForm(c: Context): Promise<Record<string, unknown>> {
  try {
    return await c.req.parseBody();
  } catch (error) {
    throw new ServiceError('invalid_request', { message: 'El formulario enviado no se puede leer.', cause: error });
  }
}
