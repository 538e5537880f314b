// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  exposeImports,
  hostGraph,
  IslandCode,
  islandChunks,
  islandOwners,
  moduleGraph,
  ownLazyModules,
  hasToastingIsland,
  lazyModuleFiles,
  prefetchBlock,
  remoteIslandGraph,
  type ReadModule,
} from './islandCode';

/** A build as files by URL. */
function build(files: Record<string, string>): { read: ReadModule; reads: string[] } {
  const reads: string[] = [];
  return {
    reads,
    read: (url) => {
      reads.push(url);
      return Promise.resolve(files[url] ?? null);
    },
  };
}

const R = 'https://cdn.example.es/marketing/';

/** A remote as @module-federation/vite 1.23 builds it: entry, expose facade, chunks, share proxies, fallbacks. */
const remote = {
  [`${R}mf-manifest.json`]: JSON.stringify({
    exposes: [
      { name: 'HomePage', path: './HomePage', assets: { js: { sync: ['assets/HomePage-1.js'] } } },
      { name: 'islands', path: './islands', assets: { js: { sync: ['assets/islands-impl.js', 'assets/dist-1.js'] } } },
    ],
  }),
  [`${R}remoteEntry.js`]:
    'import{t}from"./assets/dist-1.js";var c={"./HomePage":async()=>{await import(`./assets/HomePage-1.js`)},"./islands":async()=>{let e=await o(`./islands`,()=>n(()=>import(`./assets/islands-facade.js`),[],import.meta.url))}};',
  [`${R}assets/dist-1.js`]: 'export const t = 1;',
  [`${R}assets/islands-facade.js`]: 'export{t as islands}from"./islands-impl.js";',
  [`${R}assets/islands-impl.js`]:
    'import"./shared-chunk.js";const r=()=>import("./_virtual_mf___loadShare__shared-1.js");const f=()=>import("./_virtual_mf___prebuild__react__prebuild__-1.js");export const t={};',
  [`${R}assets/shared-chunk.js`]: 'export const s = 1;',
  [`${R}assets/_virtual_mf___loadShare__shared-1.js`]: 'import"./rolldown-runtime.js";export default {};',
  [`${R}assets/rolldown-runtime.js`]: 'export const r = 1;',
  [`${R}assets/_virtual_mf___prebuild__react__prebuild__-1.js`]: 'export default "a whole copy of React";',
  [`${R}assets/HomePage-1.js`]: 'export default function Home(){}',
};

describe('the code a remote island needs', () => {
  it('is its entry, the islands expose with its chunks and share proxies; never its pages or its own copy of React', async () => {
    const files = await remoteIslandGraph(`${R}remoteEntry.js`, build(remote).read);
    expect(files.map((url) => url.slice(R.length)).sort()).toEqual(
      [
        'remoteEntry.js',
        'assets/dist-1.js',
        'assets/islands-facade.js',
        'assets/islands-impl.js',
        'assets/shared-chunk.js',
        'assets/_virtual_mf___loadShare__shared-1.js',
        'assets/rolldown-runtime.js',
      ].sort(),
    );
  });

  it('is nothing when the remote cannot be read, has no islands or answers nonsense', async () => {
    expect(await remoteIslandGraph(`${R}remoteEntry.js`, build({}).read)).toEqual([]);
    expect(await remoteIslandGraph(`${R}remoteEntry.js`, build({ [`${R}mf-manifest.json`]: 'not json' }).read)).toEqual([]);
    expect(await remoteIslandGraph(`${R}remoteEntry.js`, build({ [`${R}mf-manifest.json`]: '{"exposes":[]}' }).read)).toEqual([]);
  });

  it('finds the module an entry imports for one expose only', () => {
    expect(exposeImports(remote[`${R}remoteEntry.js`], './islands')).toEqual(['./assets/islands-facade.js']);
    expect(exposeImports(remote[`${R}remoteEntry.js`], './HomePage')).toEqual(['./assets/HomePage-1.js']);
  });

  it('stops at a bounded number of files and reads each once', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 1000; i += 1) files[`${R}m${i}.js`] = `import "./m${i + 1}.js"; import "./m0.js";`;
    const { read, reads } = build(files);
    const graph = await moduleGraph([`${R}m0.js`], read, () => true);
    expect(graph.length).toBe(300);
    expect(new Set(reads).size).toBe(reads.length);
  });

  it('survives a file the lexer cannot read', async () => {
    const graph = await moduleGraph([`${R}a.js`], build({ [`${R}a.js`]: 'import { from "' }).read, () => true);
    expect(graph).toEqual([`${R}a.js`]);
  });
});

/** A remote whose `./islands` expose is its island loaders: one chunk per island, named in islands.json. */
const split = {
  [`${R}mf-manifest.json`]: JSON.stringify({
    exposes: [{ name: 'islands', path: './islands', assets: { js: { sync: ['assets/islandLoaders-1.js'] } } }],
  }),
  [`${R}islands.json`]: JSON.stringify({
    Comparison: 'assets/Comparison-1.js',
    NewsletterBox: 'assets/NewsletterBox-1.js',
  }),
  [`${R}remoteEntry.js`]:
    'var c={"./islands":async()=>{let e=await o(`./islands`,()=>n(()=>import(`./assets/islandLoaders-1.js`),[],import.meta.url))}};',
  [`${R}assets/islandLoaders-1.js`]:
    'import"./_virtual_mf___loadShare__shared-1.js";export const islandLoaders={loaders:{Comparison:()=>import("./Comparison-1.js"),NewsletterBox:()=>import("./NewsletterBox-1.js")}};',
  [`${R}assets/_virtual_mf___loadShare__shared-1.js`]: 'export default {};',
  [`${R}assets/Comparison-1.js`]: 'import"./icons-1.js";export const t = 1;',
  [`${R}assets/icons-1.js`]: 'export const i = 1;',
  [`${R}assets/NewsletterBox-1.js`]: 'import"./forms-1.js";export const t = 1;',
  [`${R}assets/forms-1.js`]: 'export const zod = 1;',
};

describe("the code of a remote's islands, one chunk each", () => {
  const paths = (files: string[]) => files.map((url) => url.slice(R.length)).sort();

  it("is the page's islands' own chunks and what they import, never another island's", async () => {
    const common = ['remoteEntry.js', 'assets/islandLoaders-1.js', 'assets/_virtual_mf___loadShare__shared-1.js'];
    expect(paths(await remoteIslandGraph(`${R}remoteEntry.js`, build(split).read, ['Comparison']))).toEqual(
      [...common, 'assets/Comparison-1.js', 'assets/icons-1.js'].sort(),
    );
    expect(paths(await remoteIslandGraph(`${R}remoteEntry.js`, build(split).read, ['Comparison', 'NewsletterBox']))).toEqual(
      [...common, 'assets/Comparison-1.js', 'assets/icons-1.js', 'assets/NewsletterBox-1.js', 'assets/forms-1.js'].sort(),
    );
    // An island islands.json does not know (a remote published in between) adds nothing: it loads on the touch.
    expect(paths(await remoteIslandGraph(`${R}remoteEntry.js`, build(split).read, ['Calculator']))).toEqual(common.sort());
  });

  it('is the loaders alone when islands.json is missing or damaged', async () => {
    const common = ['remoteEntry.js', 'assets/islandLoaders-1.js', 'assets/_virtual_mf___loadShare__shared-1.js'].sort();
    const without = { ...split, [`${R}islands.json`]: undefined } as unknown as Record<string, string>;
    expect(paths(await remoteIslandGraph(`${R}remoteEntry.js`, build(without).read, ['Comparison']))).toEqual(common);
    const damaged = { ...split, [`${R}islands.json`]: '{"Comparison":' };
    expect(paths(await remoteIslandGraph(`${R}remoteEntry.js`, build(damaged).read, ['Comparison']))).toEqual(common);
  });

  it("names only files inside the remote: never another host's, a parent folder's or something not a script", () => {
    const map = JSON.stringify({
      Good: 'assets/Good-1.js',
      Away: 'https://evil.example/x.js',
      Up: 'assets/../../shell/x.js',
      Style: 'assets/x.css',
      Number: 7,
    });
    expect(islandChunks(map, ['Good', 'Away', 'Up', 'Style', 'Number', 'Missing', 'toString'])).toEqual(['assets/Good-1.js']);
    expect(islandChunks('[]', ['Good'])).toEqual([]);
    expect(islandChunks('null', ['Good'])).toEqual([]);
    expect(islandChunks(null, ['Good'])).toEqual([]);
  });

  it('is read once per remote version and set of islands', async () => {
    const { read, reads } = build(split);
    const code = new IslandCode(() => Promise.resolve([]), read);
    const entryOf = () => Promise.resolve({ entry: `${R}remoteEntry.js`, version: `${R}remoteEntry.js#abc` });
    const home = '<estefania-island data-island="marketing/Comparison"></estefania-island>';
    const blog = '<estefania-island data-island="marketing/NewsletterBox"></estefania-island>';
    const homeFiles = await code.forPage(home, entryOf);
    expect(homeFiles).toContain(`${R}assets/Comparison-1.js`);
    expect(homeFiles).not.toContain(`${R}assets/NewsletterBox-1.js`);
    const blogFiles = await code.forPage(blog, entryOf);
    expect(blogFiles).toContain(`${R}assets/forms-1.js`);
    expect(blogFiles).not.toContain(`${R}assets/Comparison-1.js`);
    const count = reads.length;
    await code.forPage(home, entryOf);
    await code.forPage(blog, entryOf);
    expect(reads.length).toBe(count);
  });
});

describe("the shell's own code", () => {
  it("follows its bootstrap's imports, its preloads and the share providers, not its own lazy modules", async () => {
    const S = 'http://shell.invalid';
    const { read } = build({
      [`${S}/assets/mf-entry-bootstrap.js`]: 'const i=(s)=>import(s);i("./hostInit-1.js").then(()=>i("./index-1.js"));',
      [`${S}/assets/hostInit-1.js`]: 'import"./utils-1.js";',
      [`${S}/assets/utils-1.js`]: '',
      [`${S}/assets/index-1.js`]:
        'import"./react-1.js";const a=()=>import("./clientApp-1.js");const b=()=>import("./_virtual_mf___prebuild__zustand-1.js");',
      [`${S}/assets/react-1.js`]: '',
      [`${S}/assets/_virtual_mf___prebuild__zustand-1.js`]: '',
      [`${S}/assets/clientApp-1.js`]: 'import"./big-1.js";',
    });
    const files = await hostGraph(
      ['/assets/mf-entry-bootstrap.js'],
      ['/assets/index-1.js'],
      new Set(['/assets/clientApp-1.js']),
      read,
    );
    expect(files.sort()).toEqual(
      [
        '/assets/mf-entry-bootstrap.js',
        '/assets/hostInit-1.js',
        '/assets/utils-1.js',
        '/assets/index-1.js',
        '/assets/react-1.js',
        '/assets/_virtual_mf___prebuild__zustand-1.js',
      ].sort(),
    );
  });
});

describe("the shell's own lazy modules", () => {
  it("are what its own code imports dynamically, shared chunks too; never the federation's share modules", () => {
    const manifest = {
      'index.html': { file: 'assets/index-1.js', dynamicImports: ['_ComplianceMarks-1.js', 'src/clientApp.tsx'] },
      '_ComplianceMarks-1.js': { file: 'assets/ComplianceMarks-1.js' },
      'src/clientApp.tsx': { file: 'assets/clientApp-1.js', isDynamicEntry: true, imports: ['_ComplianceMarks-1.js'] },
      '_analyticsConsent-1.js': { file: 'assets/analyticsConsent-1.js', dynamicImports: ['src/consent/cookieConsent.ts'] },
      'src/consent/cookieConsent.ts': { file: 'assets/cookieConsent-1.js', isDynamicEntry: true },
      '__virtual_mf___shell__loadShare__shared-1.js': {
        file: 'assets/loadShare__shared-1.js',
        dynamicImports: ['../shared/src/index.ts'],
      },
      '../shared/src/index.ts': { file: 'assets/src-1.js', dynamicImports: ['__virtual_mf___shell__loadShare__react-1.js'] },
      '__virtual_mf___shell__loadShare__react-1.js': { file: 'assets/loadShare__react-1.js' },
      'virtual:mf-localSharedImportMap:shell': {
        file: 'assets/localSharedImportMap-1.js',
        dynamicImports: ['__virtual_mf___shell__loadShare__react-1.js'],
      },
    };
    expect([...ownLazyModules(JSON.stringify(manifest))].sort()).toEqual([
      '/assets/ComplianceMarks-1.js',
      '/assets/clientApp-1.js',
      '/assets/cookieConsent-1.js',
    ]);
  });

  it('are none when the manifest is missing or damaged (more is fetched, nothing is missing)', () => {
    expect(ownLazyModules('').size).toBe(0);
    expect(ownLazyModules('{"index.html":{"dynamicImports":"nonsense"}}').size).toBe(0);
  });
});

describe('the toast library', () => {
  const manifest = {
    '../shared/src/index.ts': { file: 'assets/src-1.js', dynamicImports: ['../node_modules/sonner/dist/index.mjs'] },
    '../node_modules/sonner/dist/index.mjs': {
      file: 'assets/dist-1.js',
      isDynamicEntry: true,
      imports: ['_rolldown-runtime-1.js', '__virtual_mf___shell__loadShare__react-1.js'],
    },
    '_rolldown-runtime-1.js': { file: 'assets/rolldown-runtime-1.js' },
    '__virtual_mf___shell__loadShare__react-1.js': { file: 'assets/loadShare__react-1.js', imports: ['_rolldown-runtime-1.js'] },
  };

  it('is named with what it imports, from the shell’s manifest', () => {
    expect(lazyModuleFiles(JSON.stringify(manifest), /(^|\/)node_modules\/sonner\//)).toEqual([
      '/assets/dist-1.js',
      '/assets/rolldown-runtime-1.js',
      '/assets/loadShare__react-1.js',
    ]);
  });

  it('is not named when the manifest is missing, damaged or without it', () => {
    const sonner = /(^|\/)node_modules\/sonner\//;
    expect(lazyModuleFiles('', sonner)).toEqual([]);
    expect(lazyModuleFiles('null', sonner)).toEqual([]);
    expect(lazyModuleFiles('{"a.js":{"file":"assets/a.js"}}', sonner)).toEqual([]);
    expect(lazyModuleFiles('{"node_modules/sonner/x.js":{"file":7}}', sonner)).toEqual([]);
  });

  it('is needed where an island can toast', () => {
    expect(hasToastingIsland('<estefania-island data-island="marketing/NewsletterBox" data-toasts="">')).toBe(true);
    expect(hasToastingIsland('<estefania-island data-toasts data-island="onboarding/OnboardingFlow">')).toBe(true);
    expect(hasToastingIsland('<estefania-island data-island="pricing/Plans" data-hydrate="seen">')).toBe(false);
    // Words in the page's text or another element's attribute are not an island that toasts.
    expect(hasToastingIsland('<p data-toasts="">data-toasts</p><estefania-island data-island="a/B">')).toBe(false);
  });
});

describe('a page', () => {
  const html = `<body><estefania-island data-island="shell/Header" data-hydrate="interaction"></estefania-island>
    <estefania-island data-island="marketing/Comparison" data-hydrate="interaction"></estefania-island></body>`;

  it('names the owners of its islands and their parts', () => {
    expect(Object.fromEntries(islandOwners(html))).toEqual({ marketing: ['Comparison'], shell: ['Header'] });
    const twice = `${html}<estefania-island data-island="marketing/NewsletterBox"></estefania-island>${html}`;
    expect(islandOwners(twice).get('marketing')).toEqual(['Comparison', 'NewsletterBox']);
    expect(islandOwners('<body><p>Sin islas</p></body>').size).toBe(0);
  });

  it("names the shell's code and its remotes' islands, each remote version read once", async () => {
    const { read, reads } = build(remote);
    const code = new IslandCode(() => Promise.resolve(['/assets/index-1.js']), read);
    const entryOf = () => Promise.resolve({ entry: `${R}remoteEntry.js`, version: `${R}remoteEntry.js#abc` });
    const first = await code.forPage(html, entryOf);
    expect(first[0]).toBe('/assets/index-1.js');
    expect(first).toContain(`${R}assets/islands-impl.js`);
    const count = reads.length;
    expect(await code.forPage(html, entryOf)).toEqual(first);
    expect(reads.length).toBe(count);
    // A remote whose version is unknown adds nothing; a page without islands names nothing.
    expect(await code.forPage(html, () => Promise.resolve(null))).toEqual(['/assets/index-1.js']);
    expect(await code.forPage('<body></body>', entryOf)).toEqual([]);
  });

  it('names the toast library only when one of its islands can toast', async () => {
    const { read } = build(remote);
    const code = new IslandCode(() => Promise.resolve(['/assets/index-1.js']), read, ['/assets/dist-1.js', '/assets/index-1.js']);
    const entryOf = () => Promise.resolve(null);
    expect(await code.forPage(html, entryOf)).toEqual(['/assets/index-1.js']);
    const form = '<body><estefania-island data-island="marketing/NewsletterBox" data-toasts=""></estefania-island></body>';
    expect(await code.forPage(form, entryOf)).toEqual(['/assets/index-1.js', '/assets/dist-1.js']);
  });

  it('carries them as a JSON data block: entries to module-preload, the rest to prefetch, safe inside a script', () => {
    const block = prefetchBlock(['/remoteEntry.js', '/assets/a.js', `${R}remoteEntry.js`, `${R}assets/</script>.js`]);
    expect(block).toMatch(/^<script type="application\/json" id="estefania-codigo-islas">/);
    expect(block).not.toContain('</script>.js');
    const json = JSON.parse(block.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '')) as Record<string, string[]>;
    expect(json).toEqual({
      modulepreload: ['/remoteEntry.js', `${R}remoteEntry.js`],
      prefetch: ['/assets/a.js', `${R}assets/</script>.js`],
    });
    expect(prefetchBlock([])).toBe('');
  });
});
