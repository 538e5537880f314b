// The create-account rules as plain functions, with the other features' parts as the small fakes
// their interfaces allow: no HTTP, no database.
import { extras } from '@estefania/shared/catalogue';
import { defaultSiteConfig } from '@estefania/shared/config';
import type { CreateAccountRequest } from '@estefania/shared/webhooks';
import { describe, expect, it } from 'vitest';
import { createAccount, type AccountDeps, type SessionLookup } from './rules.js';
import type { AccountInput, AccountOutcome } from './store.js';

const pyme = defaultSiteConfig.plans.pyme.productId;
const autonomo = defaultSiteConfig.plans.autonomo.productId;

const request: CreateAccountRequest = {
  first_name: 'Ana',
  last_name: 'García',
  phone: '+34 600 000 000',
  email: 'Ana+prueba@ClinicaSonrisa.es',
  company_name: 'Clínica Sonrisa',
  company_website: 'https://otra-web.es',
  company_description: 'Clínica dental.',
  audio_greeting: 'http://x/a.mp3',
  audio_message: 'http://x/b.mp3',
  demo_id: 'demo-1',
  product_id: pyme,
  plan_name: 'PYME',
  stripe_session_id: 'cs_test_1',
};

type Session = Awaited<ReturnType<SessionLookup['getSession']>>;

function deps(session: Session, outcome: AccountOutcome = { outcome: 'created', accountId: 'acct_1' }) {
  const written: AccountInput[] = [];
  const value: AccountDeps = {
    site: defaultSiteConfig,
    sessions: { getSession: (id) => Promise.resolve(id === 'cs_test_1' ? session : null) },
    demos: { getDemo: (id) => Promise.resolve(id === 'demo-1' ? { website: 'https://www.WWW.clinicasonrisa.es/' } : null) },
    accounts: {
      createOnce: (input) => {
        written.push(input);
        return Promise.resolve(outcome);
      },
    },
  };
  return { deps: value, written };
}

const paid: Session = { kind: 'plan', status: 'paid', productId: pyme };

describe('createAccount', () => {
  it("makes a paid account keyed on the customer's e-mail and the demo's website, not the body's", async () => {
    const { deps: d, written } = deps(paid);
    expect(await createAccount(d, request)).toEqual({ accountId: 'acct_1', created: true, planKey: 'pyme', trial: false });
    expect(written[0]).toMatchObject({
      kind: 'paid',
      plan_key: 'pyme',
      trial_minutes: null,
      customerEmail: 'ana@clinicasonrisa.es',
      websiteDomain: 'clinicasonrisa.es',
    });
  });

  it('makes a trial account from a trial session, for the plan it turns into', async () => {
    const { deps: d, written } = deps({ kind: 'trial', status: 'complete', productId: autonomo });
    const account = await createAccount(d, { ...request, product_id: autonomo, plan_name: 'Autónomo' });
    expect(account).toMatchObject({ trial: true, planKey: 'autonomo' });
    expect(written[0]).toMatchObject({ kind: 'trial', trial_minutes: extras.trialMinutes });
  });

  it.each([
    ['a product that is no paid plan', { product_id: 'prod_nope' }, paid, 'invalid_plan'],
    ['an unknown session', { stripe_session_id: 'cs_test_2' }, paid, 'session_not_found'],
    ['an unpaid session', {}, { ...paid, status: 'open' }, 'session_not_paid'],
    ['a pack session', {}, { kind: 'pack', status: 'paid', productId: null }, 'session_mismatch'],
    ['another plan than the session', { product_id: autonomo, plan_name: 'Autónomo' }, paid, 'session_mismatch'],
    ['another plan name', { plan_name: 'Empresa' }, paid, 'plan_mismatch'],
    ['an unknown demo', { demo_id: 'demo-2' }, paid, 'demo_not_found'],
  ] as const)('refuses %s, writing nothing', async (_case, change, session, code) => {
    const { deps: d, written } = deps(session);
    await expect(createAccount(d, { ...request, ...change })).rejects.toMatchObject({ code });
    expect(written).toEqual([]);
  });

  it('says what the store met: a second trial, or another payload for a used session', async () => {
    const trial = deps({ kind: 'trial', status: 'complete', productId: autonomo }, { outcome: 'trial_taken' });
    await expect(createAccount(trial.deps, { ...request, product_id: autonomo, plan_name: 'Autónomo' })).rejects.toMatchObject({
      code: 'trial_already_used',
    });
    const used = deps(paid, { outcome: 'conflict', accountId: 'acct_1' });
    await expect(createAccount(used.deps, request)).rejects.toMatchObject({ code: 'session_already_used' });
    const replay = deps(paid, { outcome: 'replayed', accountId: 'acct_1' });
    expect(await createAccount(replay.deps, request)).toMatchObject({ created: false });
  });
});
