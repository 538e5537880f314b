import { describe, expect, it } from 'vitest';
import { clearOnboardingDraft, readOnboardingDraft, saveOnboardingDraft } from './onboardingDraft';
import { ONBOARDING_DRAFT_KEY } from './storage';
import { sampleOnboardingDraft as draft } from '@estefania/shared/testing';

describe('onboarding draft', () => {
  it('saves under onboarding-data and reads it back', () => {
    expect(saveOnboardingDraft(draft)).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(ONBOARDING_DRAFT_KEY) ?? 'null')).toEqual(draft);
    expect(readOnboardingDraft()).toEqual(draft);
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

  it('keeps the trial mode of a free-trial draft, and reads older drafts without it as paid ones', () => {
    saveOnboardingDraft({ ...draft, trial: true });
    expect(readOnboardingDraft()?.trial).toBe(true);
    window.localStorage.setItem(ONBOARDING_DRAFT_KEY, JSON.stringify(draft));
    expect(readOnboardingDraft()).toEqual(draft);
    expect(readOnboardingDraft()?.trial).toBeUndefined();
    window.localStorage.setItem(ONBOARDING_DRAFT_KEY, JSON.stringify({ ...draft, trial: 'sí' }));
    expect(readOnboardingDraft()).toBeNull();
  });

  it('clears the draft', () => {
    saveOnboardingDraft(draft);
    clearOnboardingDraft();
    expect(readOnboardingDraft()).toBeNull();
  });
});
