// Node-side build contract: the one Module Federation `shared` map and the vite configs every
// app uses. Plain ESM so vite configs load it without a TS step.
import { readFileSync } from 'node:fs';
import { federation } from '@module-federation/vite';
import { appPort } from './apps.js';
import { tsImport } from 'tsx/esm/api';

export { APPS, appPort } from './apps.js';

// The route table is TypeScript (typed, React-free); Node 20 reads it through tsx.
const { remotePages } = await tsImport('../contract/routes.ts', import.meta.url);

const sharedPkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));

const singleton = (name) => ({
  singleton: true,
  requiredVersion: `^${sharedPkg.dependencies[name]}`,
});

/** The one `shared` map: host and remotes can never disagree on what is a singleton. */
export function sharedDeps() {
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom'),
    'react-router': singleton('react-router'),
    zustand: singleton('zustand'),
    '@emotion/react': singleton('@emotion/react'),
    // Without the subpath a remote bundles its own jsx runtime and loses the theme context.
    '@emotion/react/jsx-runtime': singleton('@emotion/react'),
    sonner: singleton('sonner'),
    // The contract's stores (toasts, site config) and the UI kit's theme must exist once on the page.
    // One entry for both: @module-federation/vite 1.23 does not proxy a subpath of a workspace package
    // ('@estefania/shared/ui' was bundled into every app), so the browser entry is one singleton.
    '@estefania/shared': { singleton: true, requiredVersion: `^${sharedPkg.version}` },
  };
}

const reactJsx = { jsx: { runtime: 'automatic', importSource: '@emotion/react' } };

/**
 * What a remote exposes, from the route table: each of its pages as `./<Page>`, from
 * `./src/pages/<Page>.tsx` (the convention the route table test checks).
 */
export function remoteExposes(name) {
  return Object.fromEntries(remotePages(name).map((page) => [`./${page}`, `./src/pages/${page}.tsx`]));
}

/**
 * Vite config of a remote. `base: './'` keeps every asset URL relative to the remote's own
 * entry, so moving a remote to another host is an edit of the shell's remotes.json only.
 */
export function remoteViteConfig({ name }, { mode } = {}) {
  const port = appPort(name);
  if (mode === 'standalone') return standaloneViteConfig(port);
  return {
    base: './',
    oxc: reactJsx,
    plugins: [
      federation({
        name,
        filename: 'remoteEntry.js',
        manifest: true,
        dts: false,
        exposes: remoteExposes(name),
        shared: sharedDeps(),
        dev: { remoteHmr: true },
        // The federation runtime comes from the shell instead of once more in every remote.
        experiments: { externalRuntime: true },
      }),
    ],
    server: { port, strictPort: true, origin: `http://localhost:${port}`, cors: true },
    preview: { port, strictPort: true, cors: true },
    // The build is the remote entry and its chunks only; the standalone harness is a dev tool.
    build: { target: 'es2022', sourcemap: false, rolldownOptions: { input: {} } },
    test: { ...vitestConfig(), name },
  };
}

/**
 * `npm run dev -w remote-x`: the remote alone, as a plain Vite app (its own providers from the
 * harness in @estefania/shared), on the remote's own port.
 */
function standaloneViteConfig(port) {
  return {
    oxc: reactJsx,
    server: { port, strictPort: true },
    preview: { port, strictPort: true },
  };
}

export function shellViteConfig() {
  const port = appPort('shell');
  return {
    base: '/',
    oxc: reactJsx,
    plugins: [
      federation({
        name: 'shell',
        filename: 'remoteEntry.js',
        dts: false,
        // No remote URL is baked in: they come from /remotes.json at runtime.
        remotes: {},
        shared: sharedDeps(),
        experiments: { provideExternalRuntime: true },
      }),
    ],
    server: { port, strictPort: true, origin: `http://localhost:${port}` },
    preview: { port, strictPort: true },
    build: {
      target: 'es2022',
      sourcemap: false,
    },
    test: { ...vitestConfig(), name: 'shell' },
  };
}

export function vitestConfig() {
  return {
    environment: 'jsdom',
    globals: false,
    setupFiles: [new URL('./test-setup.ts', import.meta.url).pathname],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  };
}
