import { defineConfig } from 'vite';
import { shellServerViteConfig } from '@estefania/shared/federation';

export default defineConfig(shellServerViteConfig());
