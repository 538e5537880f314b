import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ONBOARDING_DRAFT_KEY } from '@estefania/shared';
import { sampleOnboardingDraft as draft } from '@estefania/shared/testing';
import { withShell } from '../../testing';
import OnboardingSuccessPage from '../../pages/OnboardingSuccessPage';
import { successContent } from './content/success';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('OnboardingSuccess, first render', () => {
  it('reads no browser storage while rendering: the server’s HTML and the first render in the browser are the same', () => {
    window.localStorage.setItem(ONBOARDING_DRAFT_KEY, JSON.stringify(draft));
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    // A render with no effects, as on the server and as hydration's first pass.
    const html = renderToString(withShell(<OnboardingSuccessPage />, '/onboarding/success?session_id=cs_test_a1B2c3D4e5'));
    expect(getItem).not.toHaveBeenCalled();
    // With a valid session the page says it is at work; what the draft allows is decided afterwards.
    expect(html).toContain('Activando tu recepcionista');
    expect(html).not.toContain(successContent.missingDraft.heading);
  });
});
