import { describe, expect, it } from 'vitest';
import { sampleOnboardingDraft as draft } from '@estefania/shared/testing';
import { buildCreateAccountRequest } from './createAccount';

describe('create-account', () => {
  it('builds nothing from a draft without a plan', () => {
    expect(buildCreateAccountRequest({ ...draft, productId: '' }, 'cs_test_a1B2c3')).toBeNull();
    expect(buildCreateAccountRequest(draft, 'cs_test_a1B2c3')).toMatchObject({ stripe_session_id: 'cs_test_a1B2c3' });
  });
});
