// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  COMPILE_HINT,
  compileHintsPlugin,
  islandChunksPlugin,
  loadRouteManifest,
  remoteExposes,
  RUNTIME_PACKAGE_JSON,
  runtimeVersionOnlyPlugin,
  scopeConsentVariablesPlugin,
  staticGraphOf,
  type HintedBundle,
  type HintedChunk,
} from './federation.js';
import { APPS, REMOTE_NAMES } from '../contract/apps.js';

const root = new URL('../../../', import.meta.url);
const remoteDir = (remote: string) => new URL(`${APPS[remote as keyof typeof APPS].dir}/`, root);

describe.each(REMOTE_NAMES)('remote-%s exposes exactly the pages of its route manifest', (remote) => {
  it('publishes a valid manifest under its own name', async () => {
    const manifest = await loadRouteManifest(remoteDir(remote));
    expect(manifest.remote).toBe(remote);
    expect(manifest.routes.length).toBeGreaterThan(0);
  });

  it('exposes every page of the manifest, each a module with a default export', async () => {
    const manifest = await loadRouteManifest(remoteDir(remote));
    const exposes = remoteExposes(manifest);
    expect(Object.keys(exposes).sort()).toEqual([...new Set(manifest.routes.map((route) => `./${route.page}`))].sort());
    for (const [key, file] of Object.entries(exposes)) {
      const url = new URL(file, remoteDir(remote));
      expect(existsSync(url), `${key} → ${file}`).toBe(true);
      const module = (await import(/* @vite-ignore */ url.pathname)) as { default?: unknown };
      expect(typeof module.default, `${key} has a default export`).toBe('function');
    }
  });

  it('has no page outside its manifest', async () => {
    const manifest = await loadRouteManifest(remoteDir(remote));
    const files = readdirSync(new URL('src/pages/', remoteDir(remote))).filter(
      (file) => /\.tsx$/.test(file) && !/\.test\.tsx$/.test(file),
    );
    expect(files.map((file) => file.replace(/\.tsx$/, '')).sort()).toEqual(
      [...new Set(manifest.routes.map((r) => r.page))].sort(),
    );
  });
});

describe('loadRouteManifest', () => {
  it('refuses a remote whose manifest names a page module that does not exist', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(`${tmpdir()}/remote-`);
    mkdirSync(`${dir}/src/pages`, { recursive: true });
    writeFileSync(
      `${dir}/src/routes.ts`,
      `export const routeManifest = { schema: 1, remote: 'x', routes: [{ path: '/x', page: 'XPage', indexable: true }] };\n`,
    );
    await expect(loadRouteManifest(new URL(`file://${dir}/`))).rejects.toThrow(/la página XPage no existe/);
    writeFileSync(`${dir}/src/routes.ts`, `export const routeManifest = { schema: 1, remote: 'x', routes: [{ path: '/X' }] };\n`);
    await expect(loadRouteManifest(new URL(`file://${dir}/`))).rejects.toThrow(/el manifiesto de rutas no es válido/);
  });
});

describe('scopeConsentVariablesPlugin', () => {
  const plugin = scopeConsentVariablesPlugin();
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  const stylesheet = createRequire(import.meta.url).resolve('vanilla-cookieconsent/dist/cookieconsent.css');

  it("declares the library's variables on the banner's root, leaving no rule on :root", () => {
    const css = readFileSync(stylesheet, 'utf8');
    const result = plugin.transform.call(context, css, stylesheet);
    expect(result?.code).not.toMatch(/:root/);
    expect(result?.code).toMatch(/#cc-main\{--cc-font-family:/);
    // Nothing else of the sheet changes.
    expect(css.split(':root{')).toHaveLength(2);
    expect(result?.code).toBe(css.replace(':root{', '#cc-main{'));
  });

  it('leaves every other stylesheet alone', () => {
    expect(plugin.transform.call(context, ':root{--x:1}', '/src/theme.css')).toBeNull();
  });

  it('fails the build when the library no longer has the rule it rewrites', () => {
    expect(() => plugin.transform.call(context, '#cc-main{color:red}', stylesheet)).toThrow(/no :root rule/);
  });
});

describe('runtimeVersionOnlyPlugin', () => {
  const plugin = runtimeVersionOnlyPlugin();
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  const require = createRequire(import.meta.url);
  // The plugin module's file (not in the package's exports map as a path: found beside its entry).
  const vendorFile = new URL(
    'utils/injectExternalRuntimeCorePlugin.js',
    pathToFileURL(require.resolve('@module-federation/vite')),
  ).pathname;
  // Resolved from the plugin module, as the build resolves its import.
  const runtimeVersion = (
    JSON.parse(readFileSync(createRequire(vendorFile).resolve(RUNTIME_PACKAGE_JSON), 'utf8')) as { version: string }
  ).version;

  it("gives the external-runtime plugin the installed runtime's version and nothing else of its package.json", () => {
    const code = readFileSync(vendorFile, 'utf8');
    const result = plugin.transform.call(context, code, vendorFile);
    expect(result?.code).not.toMatch(/package\.json/);
    expect(result?.code).toContain(`const runtimePackage = { version: ${JSON.stringify(runtimeVersion)} };`);
    // The rest of the module is as it was.
    expect(result?.code.split('\n').slice(1)).toEqual(code.split('\n').slice(1));
  });

  it('leaves every other module alone', () => {
    expect(plugin.transform.call(context, 'import pkg from "./package.json";', '/src/version.ts')).toBeNull();
  });

  it('fails the build when the plugin no longer imports the file, or reads more than its version', () => {
    expect(() => plugin.transform.call(context, 'export const version = "1";', vendorFile)).toThrow(/no longer imports/);
    const readsMore = `import runtimePackage from "@module-federation/runtime/package.json" with { type: "json" };
const PLUGIN_VERSION = runtimePackage.version;
const NAME = runtimePackage.name;`;
    expect(() => plugin.transform.call(context, readsMore, vendorFile)).toThrow(/reads more than the version/);
    const passesItOn = `import runtimePackage from "@module-federation/runtime/package.json" with { type: "json" };
log(runtimePackage);`;
    expect(() => plugin.transform.call(context, passesItOn, vendorFile)).toThrow(/reads more than the version/);
  });
});

describe('compileHintsPlugin', () => {
  const chunk = (fileName: string, imports: string[] = [], entry?: string): HintedChunk => ({
    type: 'chunk',
    fileName,
    name: entry ?? fileName,
    isEntry: entry !== undefined,
    imports,
  });
  /** A shell-like build: the page script and the federated entry share a helper; React is the entry's. */
  const bundle: HintedBundle = {
    'assets/page.js': chunk('assets/page.js', ['assets/idle.js'], 'page'),
    'assets/idle.js': chunk('assets/idle.js', ['assets/storage.js']),
    'assets/storage.js': chunk('assets/storage.js'),
    'assets/index.js': chunk('assets/index.js', ['assets/idle.js', 'assets/react-dom.js'], 'index'),
    'assets/react-dom.js': chunk('assets/react-dom.js'),
    'assets/sonner.js': chunk('assets/sonner.js'),
    'assets/index.css': { type: 'asset' },
  };
  /** The build written to a folder, as the plugin finds it after every other plugin. */
  function written(): string {
    const dir = mkdtempSync(join(tmpdir(), 'hints-'));
    mkdirSync(join(dir, 'assets'));
    for (const file of Object.keys(bundle)) writeFileSync(join(dir, file), `const a="${file}";export{a};`);
    return dir;
  }
  const hinted = (dir: string) =>
    Object.keys(bundle).filter((file) => readFileSync(join(dir, file), 'utf8').startsWith(`${COMPILE_HINT}\n`));

  it("puts the hint on the first line of the site code's chunks, and of none of the page script's", () => {
    const dir = written();
    compileHintsPlugin({ skip: staticGraphOf('page') }).writeBundle({ dir }, bundle);
    expect(hinted(dir)).toEqual(['assets/index.js', 'assets/react-dom.js', 'assets/sonner.js']);
    expect(readFileSync(join(dir, 'assets/react-dom.js'), 'utf8')).toBe(
      '//# allFunctionsCalledOnLoad\nconst a="assets/react-dom.js";export{a};',
    );
    expect(readFileSync(join(dir, 'assets/index.css'), 'utf8')).not.toContain(COMPILE_HINT);
  });

  it('marks every chunk of a remote, once, however often it runs', () => {
    const dir = written();
    const plugin = compileHintsPlugin();
    plugin.writeBundle({ dir }, bundle);
    plugin.writeBundle({ dir }, bundle);
    expect(hinted(dir)).toHaveLength(6);
    expect(readFileSync(join(dir, 'assets/page.js'), 'utf8').split(COMPILE_HINT)).toHaveLength(2);
  });

  it('skips nothing when the build has no such entry', () => {
    const dir = written();
    compileHintsPlugin({ skip: staticGraphOf('elsewhere') }).writeBundle({ dir }, bundle);
    expect(hinted(dir)).toHaveLength(6);
  });
});

describe('which chunk is each island’s (islands.json)', () => {
  const loadersFile = '/r/src/islandLoaders.ts';
  const code = `export const islandLoaders = defineIslandLoaders('marketing', {
    Comparison: () => import('./features/home/Comparison').then((module) => module.Comparison),
    NewsletterBox: () => import("./features/blog/NewsletterBox").then((module) => module.NewsletterBox),
  });`;
  const ids = ['/r/src/features/home/Comparison.tsx', '/r/src/features/blog/NewsletterBox.tsx'];
  const bundle = {
    'assets/Comparison-1.js': {
      type: 'chunk',
      fileName: 'assets/Comparison-1.js',
      facadeModuleId: null,
      moduleIds: [ids[0], '/r/src/content/comparison.ts'],
    },
    'assets/NewsletterBox-1.js': {
      type: 'chunk',
      fileName: 'assets/NewsletterBox-1.js',
      facadeModuleId: ids[1],
      moduleIds: [ids[1]],
    },
    'assets/x.css': { type: 'asset', fileName: 'assets/x.css' },
  };

  /** Runs the plugin's generateBundle as the bundler would; what it emits, or the error it raises. */
  function run(info: { code: string; dynamicallyImportedIds: string[] } | null) {
    const emitted: { fileName: string; source: string }[] = [];
    const context = {
      getModuleInfo: (id: string) => (id === loadersFile ? info : null),
      emitFile: (file: { fileName: string; source: string }) => emitted.push(file),
      error: (message: string) => {
        throw new Error(message);
      },
    };
    const plugin = islandChunksPlugin(loadersFile) as unknown as {
      generateBundle: (this: unknown, o: unknown, b: unknown) => void;
    };
    plugin.generateBundle.call(context, {}, bundle);
    return emitted;
  }

  it('maps each island to the chunk that holds its file, shared or its own', () => {
    const [file] = run({ code, dynamicallyImportedIds: ids });
    expect(file!.fileName).toBe('islands.json');
    expect(JSON.parse(file!.source)).toEqual({
      Comparison: 'assets/Comparison-1.js',
      NewsletterBox: 'assets/NewsletterBox-1.js',
    });
  });

  it('fails the build for an island not named as its file, or a dynamic import that is not a loader', () => {
    const misnamed = code.replace('Comparison: ()', 'Comparacion: ()');
    expect(() => run({ code: misnamed, dynamicallyImportedIds: ids })).toThrow('su fichero debe llamarse Comparacion');
    const extra = `${code}\nconst later = () => import('./other');`;
    expect(() => run({ code: extra, dynamicallyImportedIds: [...ids, '/r/src/other.ts'] })).toThrow('cada isla se carga con');
  });

  it('publishes nothing for a build without the loaders', () => {
    expect(run(null)).toEqual([]);
  });
});

// The federation's temp-file SSR loader finds a module's imports with a regular expression over
// its text, comments included, and fetches each relative one: a comment quoting an import of a
// relative path makes it fetch a file that does not exist, and the remote's pages fall back. The
// remotes' server bundles keep comments: their own code's and the kit's.
const serverBundleSources: [string, URL][] = [
  ['the kit', new URL('../', import.meta.url)],
  ...REMOTE_NAMES.map((remote): [string, URL] => [`remote-${remote}`, new URL('src/', remoteDir(remote))]),
];
describe.each(serverBundleSources)('what the remotes’ server bundles carry from %s', (_, source) => {
  it('has no comment quoting an import of a relative path', () => {
    const files = readdirSync(source, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    expect(files.length).toBeGreaterThan(0);
    const quoted = /(?:from|import\s*\(?)\s*["'`]\.\.?\//;
    const offending = files.flatMap((file) =>
      readFileSync(new URL(file, source), 'utf8')
        .split('\n')
        .filter((line) => /^\s*(\*|\/\/)/.test(line) && quoted.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(offending).toEqual([]);
  });
});
