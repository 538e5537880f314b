import type { Lead } from '@estefania/shared/webhooks';
import { ServiceError } from '../errors.js';
import type { LeadKind, LeadStore } from './store.js';

/**
 * A sign-up to one of the lists, with its consent and time. The demo form sends every contact
 * field: the AI has to know whom to call and where.
 */
export async function signUp(leads: LeadStore, kind: LeadKind, lead: Lead, now = new Date()): Promise<{ created: boolean }> {
  if (kind === 'demo-request') {
    const missing = (['firstName', 'surname', 'businessName', 'phone'] as const).filter((field) => !lead[field]);
    if (missing.length > 0) {
      throw new ServiceError('invalid_request', {
        details: missing.map((field) => ({ path: field, message: 'Campo obligatorio.' })),
      });
    }
  }
  return leads.record(kind, lead, now);
}
