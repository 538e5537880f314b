// Node-side build contract: the one Module Federation `shared` map and the vite configs every
// app uses. Plain ESM so vite configs load it without a TS step.
import { readFileSync } from 'node:fs';
import { federation } from '@module-federation/vite';
import { appPort, REMOTE_BASES_GLOBAL } from './apps.js';
import { SINGLETONS } from './singletons.js';
import { tsImport } from 'tsx/esm/api';

export { APPS, appPort } from './apps.js';

// The route table is TypeScript (typed, React-free); Node 20 reads it through tsx.
const { remotePages } = await tsImport('../contract/routes.ts', import.meta.url);

const sharedPkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));

/** The version range a singleton accepts: the one @estefania/shared pins (or its own version). */
export function singletonRange(pkg) {
  return `^${pkg === sharedPkg.name ? sharedPkg.version : sharedPkg.dependencies[pkg]}`;
}

/**
 * The one `shared` map: host and remotes can never disagree on what is a singleton. The list
 * lives in singletons.js, which the shell server reads too.
 */
export function sharedDeps() {
  return Object.fromEntries(
    Object.entries(SINGLETONS).map(([name, pkg]) => [name, { singleton: true, requiredVersion: singletonRange(pkg) }]),
  );
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
export function remoteViteConfig({ name }, { mode, isSsrBuild } = {}) {
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
    build: isSsrBuild ? ssrRemoteBuild() : { target: 'es2022', sourcemap: false, rolldownOptions: { input: {} } },
    // The server entry bundles its own libraries (a remote that adds one does not need it installed
    // next to the shell server) but not the federation runtime nor the singleton packages: the shell
    // server provides those (one React), and their bare imports resolve to its copies.
    ...(isSsrBuild ? { ssr: { noExternal: ssrBundled() }, experimental: { renderBuiltUrl: ssrAssetUrl(name) } } : {}),
    test: { ...vitestConfig(), name },
  };
}

/**
 * In the browser an asset's URL is relative to the remote's own entry (`base: './'`); on the
 * server the code runs from a copy, so the URL is built from the remote's public base, which the
 * shell server publishes from remotes.json. Both give the same absolute URL: hydration matches.
 */
function ssrAssetUrl(name) {
  return (filename, { ssr }) =>
    ssr
      ? {
          runtime: `new URL(${JSON.stringify(filename)}, globalThis[${JSON.stringify(REMOTE_BASES_GLOBAL)}]?.[${JSON.stringify(name)}] ?? 'http://localhost/').href`,
        }
      : undefined;
}

/** Every package but the federation runtime and the singletons (@estefania/shared is source: bundled). */
function ssrBundled() {
  const external = [...new Set(Object.values(SINGLETONS))].filter((pkg) => pkg !== sharedPkg.name);
  const escape = (pkgName) => pkgName.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`^(?!(@module-federation/|(${external.map(escape).join('|')})(/|$)))`);
}

/**
 * `vite build --ssr` of a remote (after the browser build): remoteEntry.ssr.js, which the
 * federation plugin advertises in mf-manifest.json, written next to remoteEntry.js so the shell
 * server loads it from the same URL the browser uses. Its chunks live apart from the browser's.
 */
function ssrRemoteBuild() {
  return {
    target: 'node20',
    sourcemap: false,
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    rolldownOptions: { input: {}, output: { chunkFileNames: 'server/[name]-[hash].js' } },
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

/**
 * The shell server (`vite build --config vite.server.config.ts`): one Node bundle in
 * dist-server/. Packages stay in node_modules (the singletons the remotes' server entries are
 * given must be the very modules react-dom/server uses); @estefania/shared is TypeScript and is
 * bundled.
 */
export function shellServerViteConfig() {
  return {
    oxc: reactJsx,
    build: {
      // The server, and the render worker it starts (see shell/src/server/renderPool.ts).
      ssr: true,
      outDir: 'dist-server',
      emptyOutDir: true,
      copyPublicDir: false,
      target: 'node20',
      sourcemap: false,
      rolldownOptions: {
        input: { main: 'src/server/main.ts', renderWorker: 'src/server/renderWorker.ts' },
        output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      },
    },
    ssr: { noExternal: ['@estefania/shared'] },
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
