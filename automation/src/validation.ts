import { z } from 'zod';

let configured = false;

/** Validation messages in Spanish, like the rest of the answers ("clave" rather than zod's "llave"). Called once at start. */
export function setSpanishValidationMessages(): void {
  if (configured) return;
  configured = true;
  z.config({
    ...z.locales.es(),
    customError: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `${issue.keys.length === 1 ? 'Campo no permitido' : 'Campos no permitidos'}: ${issue.keys.map((key) => `"${key}"`).join(', ')}`
        : undefined,
  });
}
