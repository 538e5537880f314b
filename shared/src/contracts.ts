// Payloads of the two automation webhooks (spec §7). Keys are exact; the automation service
// validates requests with the same schemas the site uses to build them.
import { z } from 'zod';

const httpUrl = z.url({ protocol: /^https?$/ });

export const demoDataSchema = z.object({
  website: z.string().min(1).max(2048),
  company_name: z.string().min(1).max(200),
  company_description: z.string().max(2000),
  audio_greeting: httpUrl,
  audio_message: httpUrl,
  demo_id: z.string().min(1).max(128),
});
export type DemoData = z.infer<typeof demoDataSchema>;

export const createDemoRequestSchema = z.strictObject({
  customer_website: httpUrl.max(2048),
  customer_language: z.literal('es'),
  product_id: z.string().max(64),
  plan_name: z.string().max(64),
});
export type CreateDemoRequest = z.infer<typeof createDemoRequestSchema>;

export const createAccountRequestSchema = z.strictObject({
  first_name: z.string().trim().min(1).max(100),
  last_name: z.string().trim().min(1).max(100),
  phone: z.string().trim().min(6).max(32),
  email: z.email().max(254),
  company_name: z.string().min(1).max(200),
  company_website: z.string().min(1).max(2048),
  company_description: z.string().max(2000),
  audio_greeting: httpUrl,
  audio_message: httpUrl,
  demo_id: z.string().min(1).max(128),
  product_id: z.string().min(1).max(64),
  plan_name: z.string().min(1).max(64),
  stripe_session_id: z.string().regex(/^cs_[A-Za-z0-9_]{6,200}$/),
});
export type CreateAccountRequest = z.infer<typeof createAccountRequestSchema>;

/** A lead from the demo form, the newsletter box or the book waitlist. */
export const leadSchema = z.strictObject({
  email: z.email().max(254),
  consent: z.literal(true),
  firstName: z.string().trim().min(1).max(100).optional(),
  surname: z.string().trim().min(1).max(100).optional(),
  businessName: z.string().trim().min(1).max(200).optional(),
  phone: z.string().trim().min(6).max(32).optional(),
});
export type Lead = z.infer<typeof leadSchema>;
