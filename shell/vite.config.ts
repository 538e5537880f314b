import { defineConfig } from 'vite';
import { shellViteConfig } from '@estefania/shared/federation';

export default defineConfig(shellViteConfig());
