import { describe, expect, it } from 'vitest';
import { hasForbiddenCharacters, withoutForbiddenCharacters } from './characters';
import { createAccountRequestSchema, createDemoRequestSchema, forbiddenCharacterMessages, leadSchema } from './webhooks';
import { parseMeasurementBatch } from './measurement';

const allowed: [string, string][] = [
  ['plain Spanish', 'Clínica Dental Alcázar, S.L.'],
  ['emoji (a surrogate pair)', 'Panadería 🥖 La Espiga'],
  ['a non-breaking space', 'La\u00a0Espiga'],
  ['U+FFFD itself', 'Caf\uFFFD'],
];
const refused: [string, string][] = [
  ['NUL', 'Ana\u0000'],
  ['SOH', '\u0001Ana'],
  ['ESC', 'A\u001Bna'],
  ['DEL', 'Ana\u007F'],
  ['NEL (C1)', 'Ana\u0085'],
  ['APC (C1)', 'Ana\u009F'],
  ['vertical tab', 'Ana\u000B'],
  ['lone high surrogate', 'Ana\uD800'],
  ['lone low surrogate', '\uDC00Ana'],
  ['a pair the wrong way round', 'A\uDC00\uD800na'],
];

describe('characters no field accepts', () => {
  it.each(allowed)('allows %s', (_name, value) => {
    expect(hasForbiddenCharacters(value)).toBe(false);
  });

  it.each(refused)('refuses %s', (_name, value) => {
    expect(hasForbiddenCharacters(value)).toBe(true);
    expect(hasForbiddenCharacters(value, { lines: true })).toBe(true);
  });

  it.each(refused)('takes %s out of a text', (_name, value) => {
    expect(hasForbiddenCharacters(withoutForbiddenCharacters(value))).toBe(false);
  });

  it('turns control characters into spaces, drops lone surrogates and keeps the rest', () => {
    expect(withoutForbiddenCharacters('A\u0000b\tc\uD800d 🥖')).toBe('A b cd 🥖');
  });

  it('allows tab, line feed and carriage return only in a text with lines', () => {
    for (const value of ['Línea 1\nLínea 2', 'a\r\nb', 'a\tb']) {
      expect(hasForbiddenCharacters(value), JSON.stringify(value)).toBe(true);
      expect(hasForbiddenCharacters(value, { lines: true }), JSON.stringify(value)).toBe(false);
    }
  });
});

describe('the webhook schemas refuse them with a Spanish message', () => {
  const lead = {
    email: 'lucia@laespiga.es',
    consent: true,
    firstName: 'Lucía',
    surname: 'Martín',
    businessName: 'La Espiga',
    phone: '+34 612 345 678',
  };

  it.each(refused)('a lead with %s in a name', (_name, bad) => {
    const result = leadSchema.safeParse({ ...lead, firstName: bad });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(
      messages.some((message) => Object.values<string>(forbiddenCharacterMessages).includes(message)),
      messages.join(' | '),
    ).toBe(true);
  });

  it('refuses a control character at the end instead of trimming it away (a phone, a URL)', () => {
    expect(leadSchema.safeParse({ ...lead, phone: '+34 612 345 678\u000B' }).success).toBe(false);
    expect(leadSchema.safeParse({ ...lead, phone: '+34 612 345 678 ' }).success).toBe(true);
    const demo = {
      customer_website: 'https://laespiga.es/',
      customer_language: 'es',
      product_id: 'prod_pyme',
      plan_name: 'PYME',
    };
    expect(createDemoRequestSchema.safeParse(demo).success).toBe(true);
    for (const website of ['https://laespiga.es/\u000C', 'https://laespiga.es/a\u0000b', 'https://laespiga.es/\uD800']) {
      expect(createDemoRequestSchema.safeParse({ ...demo, customer_website: website }).success, JSON.stringify(website)).toBe(
        false,
      );
    }
    expect(createDemoRequestSchema.safeParse({ ...demo, plan_name: 'PYME\u0000' }).success).toBe(false);
  });

  it('keeps the lines of a company description, and nothing else', () => {
    const account = {
      first_name: 'Lucía',
      last_name: 'Martín',
      phone: '612 345 678',
      email: 'lucia@laespiga.es',
      company_name: 'Panadería La Espiga',
      company_website: 'https://laespiga.es',
      company_description: 'Pan de masa madre.\nAbierto de lunes a sábado.',
      audio_greeting: 'http://localhost:8787/audio/d1/greeting.mp3',
      audio_message: 'http://localhost:8787/audio/d1/message.mp3',
      demo_id: 'd1',
      product_id: 'prod_pyme',
      plan_name: 'PYME',
      stripe_session_id: 'cs_test_abcdef',
    };
    expect(createAccountRequestSchema.safeParse(account).success).toBe(true);
    expect(createAccountRequestSchema.safeParse({ ...account, company_description: 'Pan\u0000' }).success).toBe(false);
    expect(createAccountRequestSchema.safeParse({ ...account, company_name: 'La\nEspiga' }).success).toBe(false);
    expect(createAccountRequestSchema.safeParse({ ...account, demo_id: 'd1\u0000' }).success).toBe(false);
  });

  it('refuses a measurement batch whose event type holds one (an unknown clean type is still ignored)', () => {
    const batch = (type: string) => ({ v: 1, visit: '8b0e6b52-3d3a-4c43-9a35-6f1f0c1f6b7e', events: [{ type, seq: 0 }] });
    expect(parseMeasurementBatch(batch('nuevo_tipo'))).toMatchObject({ ok: true, ignored: 1 });
    expect(parseMeasurementBatch(batch('page_view\u0000'))).toMatchObject({ ok: false });
    expect(parseMeasurementBatch(batch('x\uD800'))).toMatchObject({ ok: false });
  });
});
