import { defineConfig } from 'vite';
import { remoteViteConfig } from '@estefania/shared/federation';

export default defineConfig(({ mode }) => remoteViteConfig({ name: 'onboarding' }, { mode }));
