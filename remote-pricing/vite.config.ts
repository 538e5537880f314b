import { defineConfig } from 'vite';
import { remoteViteConfig } from '@estefania/shared/federation';

// The remote's name and pages come from its own src/routes.ts.
export default defineConfig(({ mode, isSsrBuild }) =>
  remoteViteConfig({ dir: new URL('.', import.meta.url) }, { mode, isSsrBuild }),
);
