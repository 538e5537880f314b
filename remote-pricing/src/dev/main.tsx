import { mountStandaloneHarness } from '@estefania/shared/harness';
import { routeManifest } from '../routes';

// Every page of this remote's route manifest (src/routes.ts), from src/pages/<Page>.tsx.
mountStandaloneHarness(routeManifest, import.meta.glob(['../pages/*.tsx', '!../pages/*.test.tsx']));
