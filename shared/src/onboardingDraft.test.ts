import { describe, expect, it } from 'vitest';
import {
  clearOnboardingDraft,
  ONBOARDING_DRAFT_KEY,
  readOnboardingDraft,
  saveOnboardingDraft,
  useOnboardingDraft,
} from './onboardingDraft';
import { sampleOnboardingDraft as draft } from './testing/fixtures';

describe('onboarding draft', () => {
  it('saves under onboarding-data and reads it back', () => {
    expect(saveOnboardingDraft(draft)).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(ONBOARDING_DRAFT_KEY) ?? 'null')).toEqual(draft);
    expect(readOnboardingDraft()).toEqual(draft);
    expect(useOnboardingDraft.getState().draft).toEqual(draft);
  });

  it('discards storage that is not JSON', () => {
    window.localStorage.setItem(ONBOARDING_DRAFT_KEY, '{not json');
    expect(readOnboardingDraft()).toBeNull();
    expect(window.localStorage.getItem(ONBOARDING_DRAFT_KEY)).toBeNull();
  });

  it('discards a draft of the wrong shape', () => {
    window.localStorage.setItem(ONBOARDING_DRAFT_KEY, JSON.stringify({ ...draft, demoData: { demo_id: 3 } }));
    expect(readOnboardingDraft()).toBeNull();
    expect(window.localStorage.getItem(ONBOARDING_DRAFT_KEY)).toBeNull();
  });

  it('discards audio URLs that are not http(s)', () => {
    const hostile = { ...draft, demoData: { ...draft.demoData, audio_greeting: 'javascript:alert(1)' } };
    window.localStorage.setItem(ONBOARDING_DRAFT_KEY, JSON.stringify(hostile));
    expect(readOnboardingDraft()).toBeNull();
  });

  it('clears the draft', () => {
    saveOnboardingDraft(draft);
    clearOnboardingDraft();
    expect(readOnboardingDraft()).toBeNull();
    expect(useOnboardingDraft.getState().draft).toBeNull();
  });

  it('refresh re-reads browser storage', () => {
    window.localStorage.setItem(ONBOARDING_DRAFT_KEY, JSON.stringify(draft));
    useOnboardingDraft.getState().refresh();
    expect(useOnboardingDraft.getState().draft?.firstName).toBe('Lucía');
  });
});
