import { defineConfig } from 'vite';
import { shellViteConfig } from '@estefania/shared/federation';

export default defineConfig(({ command }) => shellViteConfig({ command }));
