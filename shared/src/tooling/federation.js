// Node-side build contract: the one Module Federation `shared` map and the vite configs every
// app uses. Plain ESM so vite configs load it without a TS step.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { federation } from '@module-federation/vite';
import { appPort, localRemotesJson, REMOTE_BASES_GLOBAL } from '../contract/apps.js';
import { SINGLETONS } from './singletons.js';
import { tsImport } from 'tsx/esm/api';

// The route manifest's rules are TypeScript (typed, React-free); Node 20 reads them through tsx.
const { parseRouteManifest } = await tsImport('../contract/routeManifest.ts', import.meta.url);
const { ROUTE_MANIFEST_FILE } = await tsImport('../contract/siteRoutes.ts', import.meta.url);
const { ISLAND_CHUNKS_FILE } = await tsImport('../ui/islandMarkup.ts', import.meta.url);

const sharedPkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));

/** The version range a singleton accepts: the one @estefania/shared pins (or its own version). */
export function singletonRange(pkg) {
  return `^${pkg === sharedPkg.name ? sharedPkg.version : sharedPkg.dependencies[pkg]}`;
}

/**
 * The one `shared` map: host and remotes can never disagree on what is a singleton. The list
 * lives in singletons.js, which the shell server reads too. `consumeOnly`: a remote's browser
 * build, which never provides one (see remoteViteConfig).
 */
export function sharedDeps({ consumeOnly = false } = {}) {
  return Object.fromEntries(
    Object.entries(SINGLETONS).map(([name, pkg]) => [
      name,
      { singleton: true, requiredVersion: singletonRange(pkg), ...(consumeOnly ? { import: false } : {}) },
    ]),
  );
}

const reactJsx = { jsx: { runtime: 'automatic', importSource: '@emotion/react' } };

/**
 * A remote's route manifest (`<dir>/src/routes.ts`, export `routeManifest`), checked with the
 * shell's own rules: a build never publishes a manifest the shell would refuse, nor a page whose
 * module is missing.
 */
export async function loadRouteManifest(dir) {
  const file = fileURLToPath(new URL('src/routes.ts', dir));
  const { routeManifest } = await tsImport(file, import.meta.url);
  const checked = parseRouteManifest(routeManifest, routeManifest?.remote);
  if (!checked.ok) throw new Error(`${file}: el manifiesto de rutas ${checked.reason}`);
  for (const page of new Set(checked.manifest.routes.map((route) => route.page))) {
    const module = fileURLToPath(new URL(`src/pages/${page}.tsx`, dir));
    if (!existsSync(module)) throw new Error(`${file}: la página ${page} no existe (${module})`);
  }
  return checked.manifest;
}

/** Where a remote declares the interactive parts of its pages (`defineIslands`), if it has any. */
export const ISLANDS_MODULE = './src/islands.ts';

/**
 * How the browser loads them (`defineIslandLoaders`): one dynamic import per island, so each is a
 * chunk of its own. A remote without it exposes ISLANDS_MODULE, all its islands in one chunk.
 */
export const ISLAND_LOADERS_MODULE = './src/islandLoaders.ts';

/**
 * What a remote exposes: each page of its route manifest as `./<Page>`, from `./src/pages/<Page>.tsx`
 * (the shell server renders them), and its islands as `./islands` (what the browser hydrates): the
 * loaders when it has them, else the islands module itself.
 */
export function remoteExposes(manifest, { islands = false, loaders = false } = {}) {
  const pages = [...new Set(manifest.routes.map((route) => route.page))];
  const exposes = Object.fromEntries(pages.map((page) => [`./${page}`, `./src/pages/${page}.tsx`]));
  if (!islands && !loaders) return exposes;
  return { ...exposes, './islands': loaders ? ISLAND_LOADERS_MODULE : ISLANDS_MODULE };
}

/**
 * Publishes which chunk is each island's (ISLAND_CHUNKS_FILE, `{ "Comparison": "assets/Comparison-….js" }`),
 * read from the bundle: each loader is `Name: () => import('./…/Name')`, the island named as its
 * file, and the chunk holding that file is the island's. The build fails on a loader written
 * otherwise rather than publish a map the shell would read wrong. The shell server names a page's
 * islands' chunks, and what they import, for the browser to fetch ahead
 * (shell/src/server/prefetch/islandCode.ts).
 */
export function islandChunksPlugin(loadersFile) {
  return {
    name: 'estefania:island-chunks',
    generateBundle(_options, bundle) {
      const info = this.getModuleInfo(loadersFile);
      if (!info) return;
      const loaders = [
        ...(info.code ?? '').matchAll(/([A-Za-z_$][\w$]*)\s*:\s*\(\)\s*=>\s*import\(\s*["'`]([^"'`]+)["'`]\s*\)/g),
      ];
      if (loaders.length !== info.dynamicallyImportedIds.length)
        this.error(`${loadersFile}: cada isla se carga con «Nombre: () => import('./…/Nombre')», y nada más se importa así`);
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const islands = {};
      for (const [, name, specifier] of loaders) {
        const file = basename(specifier, extname(specifier));
        const id = info.dynamicallyImportedIds.find((candidate) => basename(candidate, extname(candidate)) === file);
        if (file !== name || !id)
          this.error(`${loadersFile}: la isla ${name} se carga de ${specifier}; su fichero debe llamarse ${name}`);
        const chunk = chunks.find((item) => item.facadeModuleId === id) ?? chunks.find((item) => item.moduleIds.includes(id));
        if (!chunk) this.error(`${loadersFile}: la isla ${name} no está en ningún chunk`);
        islands[name] = chunk.fileName;
      }
      this.emitFile({ type: 'asset', fileName: ISLAND_CHUNKS_FILE, source: `${JSON.stringify(islands, null, 2)}\n` });
    },
  };
}

/**
 * Publishes the route manifest with the browser build, next to mf-manifest.json (and serves it
 * from the dev server): the shell reads it at runtime to compose the site.
 */
function routeManifestPlugin(manifest) {
  const source = `${JSON.stringify(manifest, null, 2)}\n`;
  return {
    name: 'estefania:route-manifest',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: ROUTE_MANIFEST_FILE, source });
    },
    configureServer(server) {
      server.middlewares.use(`/${ROUTE_MANIFEST_FILE}`, (_req, res) => {
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.end(source);
      });
    },
  };
}

/**
 * Vite config of a remote; `dir` is the remote's folder (`new URL('.', import.meta.url)` in its
 * vite.config.ts), whose `src/routes.ts` names the remote and its pages. `base: './'` keeps every
 * asset URL relative to the remote's own entry, so moving a remote to another host is an edit of
 * the shell's remotes.json only.
 */
export async function remoteViteConfig({ dir }, { mode, isSsrBuild } = {}) {
  const manifest = await loadRouteManifest(dir);
  const name = manifest.remote;
  const port = appPort(name);
  const islandLoaders = fileURLToPath(new URL(ISLAND_LOADERS_MODULE, dir));
  const hasLoaders = existsSync(islandLoaders);
  if (mode === 'standalone') return standaloneViteConfig(port);
  return {
    base: './',
    oxc: reactJsx,
    plugins: [
      ...(isSsrBuild
        ? []
        : [routeManifestPlugin(manifest), ...(hasLoaders ? [islandChunksPlugin(islandLoaders)] : []), compileHintsPlugin()]),
      federation({
        name,
        filename: 'remoteEntry.js',
        manifest: true,
        dts: false,
        exposes: remoteExposes(manifest, {
          islands: existsSync(fileURLToPath(new URL(ISLANDS_MODULE, dir))),
          loaders: hasLoaders,
        }),
        // In the browser the shell provides every singleton, always: a remote only consumes them
        // (`import: false`), so its share wrappers carry no fallback to its own copies (#31).
        shared: sharedDeps({ consumeOnly: !isSsrBuild }),
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

/**
 * The remotes.json the shell ships: every remote of the app registry on its local port (what
 * `npm start` serves). A deployment replaces the file; it is never compiled into the shell.
 */
function defaultRemotesJsonPlugin() {
  const source = () => `${JSON.stringify(localRemotesJson(), null, 2)}\n`;
  return {
    name: 'estefania:remotes-json',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'remotes.json', source: source() });
    },
    configureServer(server) {
      server.middlewares.use('/remotes.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(source());
      });
    },
  };
}

/**
 * vanilla-cookieconsent's stylesheet declares its ~50 custom properties on `:root`: arriving at idle,
 * it changed the computed style of every element of the page (a whole-document style recalculation
 * on a phone, for variables only the banner reads). Declared on `#cc-main`, the banner's own root,
 * they reach exactly the elements that use them.
 */
export function scopeConsentVariablesPlugin() {
  return {
    name: 'estefania:scope-consent-variables',
    enforce: 'pre',
    transform(code, id) {
      if (!/vanilla-cookieconsent\/dist\/cookieconsent\.css(\?|$)/.test(id)) return null;
      const scoped = code.replace(/(^|[}\s]):root\s*\{/g, '$1#cc-main{');
      if (scoped === code) this.error('vanilla-cookieconsent: no :root rule to scope; has the stylesheet changed?');
      return { code: scoped, map: null };
    },
  };
}

/** The federation runtime's package.json, resolved from the module that imports it. */
export const RUNTIME_PACKAGE_JSON = '@module-federation/runtime/package.json';

/**
 * The plugin of `@module-federation/vite` that hands the shell's federation runtime to the remotes
 * (`provideExternalRuntime`) imports the runtime's whole package.json to read its version: 1.6 KB
 * of exports maps, keywords and repository fields in the shell's remoteEntry.js (0.5 KB compressed),
 * fetched on every page with an island (#31). Its import is given the version alone. The build fails
 * if that module no longer imports the file this way, or reads anything else from it.
 */
export function runtimeVersionOnlyPlugin() {
  return {
    name: 'estefania:mf-runtime-version-only',
    enforce: 'pre',
    transform(code, id) {
      if (!/@module-federation\/vite\/lib\/utils\/injectExternalRuntimeCorePlugin\.js(\?|$)/.test(id)) return null;
      const imported = code.match(/import (\w+) from "@module-federation\/runtime\/package\.json"(?: with \{ type: "json" \})?;/);
      if (!imported) this.error(`${id}: no longer imports ${RUNTIME_PACKAGE_JSON}; has the plugin changed?`);
      const [statement, local] = imported;
      const rest = code.replace(statement, '');
      const reads = [...rest.matchAll(new RegExp(`\\b${local}\\b(\\.\\w+)?`, 'g'))].map((read) => read[1]);
      if (reads.length === 0 || reads.some((read) => read !== '.version'))
        this.error(`${id}: reads more than the version of ${RUNTIME_PACKAGE_JSON}; has the plugin changed?`);
      const { version } = JSON.parse(readFileSync(createRequire(id).resolve(RUNTIME_PACKAGE_JSON), 'utf8'));
      return { code: code.replace(statement, `const ${local} = { version: ${JSON.stringify(version)} };`), map: null };
    },
  };
}

/** V8's explicit compile hint: the first line of a file whose functions should be compiled eagerly. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the browser chunks of the site code with V8's explicit compile hint (Chrome 136+; to any
 * other engine it is a comment), so their functions are compiled while the file is streamed, off
 * the main thread, instead of lazily on the first call — which, for the code of an island, is the
 * visitor's first touch: on the phone profile a first send of the newsletter box spent about 80 ms
 * compiling react-dom's update path, the form's handler and sonner (#31). `skip(chunk, bundle)`
 * leaves a chunk as it is (the shell's page script, whose functions mostly run at load anyway).
 * V8 compiles eagerly the functions that come after the comment, so it goes on the first line of the
 * written file, after every other plugin (Vite's dependency map, the federation's module cache
 * header) has had its say; a file's hash does not change with it.
 */
export function compileHintsPlugin({ skip = () => false } = {}) {
  return {
    name: 'estefania:compile-hints',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || skip(chunk, bundle)) continue;
        const file = join(options.dir, chunk.fileName);
        const code = readFileSync(file, 'utf8');
        if (!code.startsWith(COMPILE_HINT)) writeFileSync(file, `${COMPILE_HINT}\n${code}`);
      }
    },
  };
}

/** A chunk that the entry `name` loads statically (itself, or what it imports, transitively). */
export function staticGraphOf(name) {
  // Walked once per bundle, not once per chunk asked about.
  const graphs = new WeakMap();
  const graphOf = (bundle) => {
    if (!graphs.has(bundle)) {
      const seen = new Set();
      const entry = Object.values(bundle).find((item) => item.type === 'chunk' && item.isEntry && item.name === name);
      const walk = (file) => {
        if (seen.has(file)) return;
        seen.add(file);
        for (const imported of bundle[file]?.imports ?? []) walk(imported);
      };
      if (entry) walk(entry.fileName);
      graphs.set(bundle, seen);
    }
    return graphs.get(bundle);
  };
  return (chunk, bundle) => graphOf(bundle).has(chunk.fileName);
}

export function shellViteConfig({ command = 'build' } = {}) {
  const port = appPort('shell');
  return {
    base: '/',
    oxc: reactJsx,
    plugins: [
      defaultRemotesJsonPlugin(),
      scopeConsentVariablesPlugin(),
      runtimeVersionOnlyPlugin(),
      // Everything but the page script: the site code runs when a visitor touches an island.
      compileHintsPlugin({ skip: staticGraphOf('page') }),
      federation({
        name: 'shell',
        filename: 'remoteEntry.js',
        dts: false,
        // No remote URL is baked in: they come from /remotes.json at runtime.
        remotes: {},
        shared: sharedDeps(),
        experiments: { provideExternalRuntime: true },
        // The browser registers each remote by its remoteEntry.js (never a manifest) and the shell
        // names the files to preload itself: the runtime's snapshot plugin (manifest remotes, MF's own
        // preload, devtools) is dead code in a build, 4.6 KB (1.3 KB compressed) of every first touch.
        // The dev server keeps it: remote HMR goes through it. The shell server is another build, with
        // its own runtime from node_modules, and reads manifests.
        ...(command === 'build' ? { disableSnapshot: true } : {}),
      }),
    ],
    server: { port, strictPort: true, origin: `http://localhost:${port}` },
    preview: { port, strictPort: true },
    build: {
      target: 'es2022',
      sourcemap: false,
      // index.html is the federated entry (the dev servers, and what the page script loads when an
      // island needs it); src/page.ts is the few-kilobyte script of every server-rendered page. The
      // manifest tells the shell server the page script's hashed name.
      manifest: true,
      rolldownOptions: { input: { index: 'index.html', page: 'src/page.ts' } },
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
      // The server, and the render worker it starts (see shell/src/server/render/renderPool.ts).
      ssr: true,
      outDir: 'dist-server',
      emptyOutDir: true,
      copyPublicDir: false,
      target: 'node20',
      sourcemap: false,
      rolldownOptions: {
        input: { main: 'src/server/main.ts', renderWorker: 'src/server/render/renderWorker.ts' },
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
