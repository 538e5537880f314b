import { describe, expect, it } from 'vitest';
import { sampleOnboardingDraft } from '@estefania/shared/testing';
import { createAccountRequestSchema, demoDataSchema, isValidEmail, isValidPhone, isValidSessionId, leadSchema } from './webhooks';

describe('the form checks the webhooks share', () => {
  it('accept the usual ways of writing a phone number', () => {
    for (const phone of ['612345678', '+34 612 345 678', '+34 (91) 123-45-67', '0034 612.345.678', ' 612345678 ']) {
      expect(isValidPhone(phone), phone).toBe(true);
    }
  });

  it('refuse what cannot be called', () => {
    for (const phone of ['', '612 34', 'seis uno dos', '+34 612 345 678 ext', '1234567890123456', '6123456+78']) {
      expect(isValidPhone(phone), phone).toBe(false);
    }
  });

  it('accept an email only as the webhooks do', () => {
    expect(isValidEmail('lucia@laespiga.es')).toBe(true);
    for (const email of ['', 'lucia@', 'lucia@laespiga', 'lucia laespiga.es', `${'a'.repeat(250)}@x.es`]) {
      expect(isValidEmail(email), email).toBe(false);
    }
  });

  it('are the rules of the lead and account payloads', () => {
    expect(leadSchema.safeParse({ email: 'lucia@laespiga.es', consent: true, phone: '612 34' }).success).toBe(false);
    expect(leadSchema.safeParse({ email: 'lucia@laespiga.es', consent: true, phone: '+34 612 345 678' }).success).toBe(true);
    const account = {
      first_name: 'Lucía',
      last_name: 'Martín',
      phone: '612 34',
      email: 'lucia@laespiga.es',
      company_name: 'Panadería La Espiga',
      company_website: 'https://laespiga.es',
      company_description: '',
      audio_greeting: sampleOnboardingDraft.demoData.audio_greeting,
      audio_message: sampleOnboardingDraft.demoData.audio_message,
      demo_id: 'd1',
      product_id: 'prod_pyme',
      plan_name: 'PYME',
      stripe_session_id: 'cs_test_abcdef',
    };
    expect(createAccountRequestSchema.safeParse(account).success).toBe(false);
    expect(createAccountRequestSchema.safeParse({ ...account, phone: '612 345 678' }).success).toBe(true);
  });

  it('accepts only checkout session ids of the contract', () => {
    expect(isValidSessionId('cs_test_a1B2c3')).toBe(true);
    expect(isValidSessionId('cs_12345')).toBe(false);
    expect(isValidSessionId('cs_test_a1B2c3&x=1')).toBe(false);
  });

  it('reads demo data with or without the voice fields of #25 (additive: old servers and clients keep working)', () => {
    const demo = sampleOnboardingDraft.demoData;
    expect(demoDataSchema.safeParse(demo).success).toBe(true);
    const withVoice = {
      ...demo,
      audio_greeting: 'http://localhost:8787/audio/d1/greeting.mp3',
      locale: 'es-AR',
      audio_voice: { provider: 'azure', name: 'es-AR-ElenaNeural', fallback: false },
    };
    expect(demoDataSchema.parse(withVoice)).toMatchObject({ locale: 'es-AR', audio_voice: { provider: 'azure' } });
    expect(demoDataSchema.safeParse({ ...withVoice, locale: 'español' }).success).toBe(false);
  });
});
