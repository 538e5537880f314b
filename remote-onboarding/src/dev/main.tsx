import { mountStandaloneHarness } from '@estefania/shared/harness';

// Every page the route table gives this remote, from src/pages/<Page>.tsx.
mountStandaloneHarness('onboarding', import.meta.glob(['../pages/*.tsx', '!../pages/*.test.tsx']));
