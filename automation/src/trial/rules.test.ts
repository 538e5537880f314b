// The trial rules as plain functions, with the accounts, demo and checkout features as the small
// fakes their interfaces allow.
import { defaultSiteConfig } from '@estefania/shared/config';
import { describe, expect, it } from 'vitest';
import type { CustomerKeys } from '../customer-keys.js';
import { alreadyTried, startTrial, type TrialDeps } from './rules.js';

function deps(trialHolders: Partial<CustomerKeys>[] = []) {
  const asked: Partial<CustomerKeys>[] = [];
  const started: unknown[] = [];
  const value: TrialDeps = {
    site: defaultSiteConfig,
    trials: {
      hasTrialAccount: (keys) => {
        asked.push(keys);
        const held = trialHolders.some(
          (holder) =>
            (holder.customerEmail !== undefined && holder.customerEmail === keys.customerEmail) ||
            (holder.websiteDomain !== undefined && holder.websiteDomain === keys.websiteDomain),
        );
        return Promise.resolve(held);
      },
    },
    demos: { getDemo: (id) => Promise.resolve(id === 'demo-1' ? { website: 'https://www.panaderia-espiga.es/' } : null) },
    sessions: {
      createTrialSession: (session) => {
        started.push(session);
        return Promise.resolve({ id: 'cs_test_trial' });
      },
    },
  };
  return { deps: value, asked, started };
}

describe('alreadyTried', () => {
  it("asks by the normalised e-mail and the demo's website domain", async () => {
    const { deps: d, asked } = deps();
    expect(await alreadyTried(d, 'L.u.c.i.a+x@GoogleMail.com', 'demo-1')).toBe(false);
    expect(asked).toEqual([{ customerEmail: 'lucia@gmail.com', websiteDomain: 'panaderia-espiga.es' }]);
  });

  it('finds a trial held by the same domain under another e-mail', async () => {
    const { deps: d } = deps([{ websiteDomain: 'panaderia-espiga.es' }]);
    expect(await alreadyTried(d, 'otra@example.es', 'demo-1')).toBe(true);
  });

  it('asks nothing when there is neither an e-mail nor a known demo', async () => {
    const { deps: d, asked } = deps();
    expect(await alreadyTried(d, '', 'demo-unknown')).toBe(false);
    expect(asked).toEqual([]);
  });
});

describe('startTrial', () => {
  it('starts a session for the plan the trial turns into', async () => {
    const { deps: d, started } = deps();
    expect(await startTrial(d, 'lucia@example.es', 'demo-1')).toEqual({ id: 'cs_test_trial' });
    expect(started).toEqual([
      {
        productId: defaultSiteConfig.plans.autonomo.productId,
        planKey: 'autonomo',
        description: 'Prueba gratuita de 25 minutos · plan Autónomo',
        email: 'lucia@example.es',
        clientReferenceId: 'demo-1',
      },
    ]);
  });
});
