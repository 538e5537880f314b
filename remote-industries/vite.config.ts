import { defineConfig } from 'vite';
import { remoteViteConfig } from '@estefania/shared/federation';

export default defineConfig(({ mode, isSsrBuild }) => remoteViteConfig({ name: 'industries' }, { mode, isSsrBuild }));
