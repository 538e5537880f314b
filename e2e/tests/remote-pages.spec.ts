import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sirv from 'sirv';
import { APPS, appPort } from '@estefania/shared/apps';
import { acceptCookiesUpFront, expect, test, waitForHydration } from './fixtures';
import { E2E_PORTS } from '../ports';

// A team ships a page by publishing its remote, nothing else: fixture copies of the marketing and
// industries remotes gain a new article and a 33rd industry, are built and published with
// `npm run publish:remote` to a folder standing in for a CDN bucket, and a shell server that is
// neither rebuilt nor restarted serves them (pages, head, menus, sitemap, llms.txt).
// Before the first publish, marketing is served from the fixture's own dist/, as `npm start` serves
// a remote's: publishing builds elsewhere, so rolling back to it is exact (the article is gone).
const root = new URL('../../', import.meta.url).pathname;
const SHELL_PORT = E2E_PORTS.remotePagesShell;
const CDN_PORT = E2E_PORTS.remotePagesCdn;
const LIVE_BUILD_PORT = E2E_PORTS.remotePagesLiveBuild;
const shellUrl = `http://localhost:${SHELL_PORT}`;
const cdnUrl = `http://localhost:${CDN_PORT}/`;

const ARTICLE = '/recursos/blog/cinco-llamadas-que-no-puedes-perder';
const ARTICLE_TITLE = 'Cinco llamadas que no puedes perder';
const ARTICLE_NEXT_TITLE = 'Seis llamadas que no puedes perder';
const INDUSTRY = '/industrias/robotica';

test.describe.configure({ mode: 'serial' });
// Two remotes are built from source here: minutes, not seconds, on a busy machine.
test.setTimeout(120_000);

let shell: ChildProcess;
let cdn: Server;
let liveBuild: Server;
let work: string;
let remotesJson: string;
let fixtures: { marketing: string; industries: string; marketingNext: string };

/** Replaces text that must be there: a fixture that no longer applies fails loudly. */
function edit(file: string, from: string, to: string) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no contiene «${from}»: el fixture debe ponerse al día`);
  writeFileSync(file, text.replace(from, to));
}

/** A copy of a remote's source inside the repository (so its packages resolve), without builds. */
function copyRemote(remote: 'marketing' | 'industries', name: string): string {
  const to = join(root, 'e2e', '.fixtures', name);
  rmSync(to, { recursive: true, force: true });
  mkdirSync(to, { recursive: true });
  const from = join(root, APPS[remote].dir);
  cpSync(from, to, { recursive: true, filter: (src) => !/\/(node_modules|dist)(\/|$)/.test(src.slice(from.length)) });
  // Two folders deeper than the original: its TypeScript settings come from the repository's root.
  edit(join(to, 'tsconfig.json'), '"../tsconfig.base.json"', '"../../../tsconfig.base.json"');
  return to;
}

function addArticle(dir: string) {
  const src = join(dir, 'src');
  cpSync(join(src, 'routes.ts'), join(src, 'routes.base.ts'));
  writeFileSync(
    join(src, 'routes.ts'),
    `import { routeManifest as base } from './routes.base';
export * from './routes.base';
export const routeManifest = {
  ...base,
  routes: [
    ...base.routes,
    { path: '${ARTICLE}', page: 'NewArticlePage', label: '${ARTICLE_TITLE}', indexable: true, section: 'blog',
      updated: '2026-11-25', summary: 'las llamadas que más cuestan cuando nadie contesta' },
  ],
  nav: [...base.nav, { menu: 'resources', label: '${ARTICLE_TITLE}', description: 'Artículo nuevo.', to: '${ARTICLE}', order: 15 }],
};
`,
  );
  writeFileSync(
    join(src, 'pages', 'NewArticlePage.tsx'),
    `import { Hero, PageMeta } from '@estefania/shared';

export default function NewArticlePage() {
  return (
    <>
      <PageMeta title="${ARTICLE_TITLE}" description="Las llamadas que más dinero cuestan cuando nadie contesta." type="article" />
      <Hero title="${ARTICLE_TITLE}" lead="Presupuestos, urgencias, citas, reclamaciones y proveedores: quién llama y qué pierdes." />
    </>
  );
}
`,
  );
}

function addIndustry(dir: string) {
  const src = join(dir, 'src');
  edit(
    join(src, 'features', 'catalogue', 'content', 'industryList.ts'),
    '] as const;',
    "  { slug: 'robotica', name: 'Robótica' },\n] as const;",
  );
  edit(join(src, 'features', 'catalogue', 'IndustryIcon.tsx'), '  tecnologia: Cpu,', '  tecnologia: Cpu,\n  robotica: Cpu,');
  edit(
    join(src, 'features', 'industry', 'content', 'industries', 'index.ts'),
    '  ...commerceIndustries,\n',
    "  ...commerceIndustries,\n  robotica: { ...commerceIndustries.tecnologia, title: 'Recepcionista IA para empresas de robótica', audience: 'tu empresa de robótica' },\n",
  );
  edit(
    join(src, 'features', 'catalogue', 'content', 'industryCards.ts'),
    '= {\n',
    "= {\n  robotica: 'Atiende pedidos, soporte e instalaciones de tu empresa de robótica.',\n",
  );
}

const run = promisify(execFile);

async function publish(remote: string, dir: string, ...flags: string[]) {
  await run(
    process.execPath,
    [
      join(root, 'scripts', 'publish-remote.mjs'),
      remote,
      join(work, 'cdn'),
      '--dir',
      dir,
      '--public-url',
      cdnUrl,
      '--remotes-json',
      remotesJson,
      ...flags,
    ],
    { cwd: root },
  );
}

async function rollback(remote: string) {
  const args = [
    join(root, 'scripts', 'publish-remote.mjs'),
    remote,
    join(work, 'cdn'),
    '--rollback',
    '--remotes-json',
    remotesJson,
  ];
  await run(process.execPath, args, { cwd: root });
}

/** A static server with CORS, new files seen at once (a bucket, or `npm start`'s remote server). */
async function serveFolder(folder: string, port: number): Promise<Server> {
  const files = sirv(folder, { dev: true });
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    files(req, res, () => {
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

/** Every file of a folder with its size and modification time. */
function fingerprint(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      const { size, mtimeMs } = statSync(file);
      return `${file.slice(folder.length)} ${size} ${mtimeMs}`;
    })
    .sort();
}

const status = async (path: string) => (await fetch(`${shellUrl}${path}`, { redirect: 'manual' })).status;
const text = async (path: string) => (await fetch(`${shellUrl}${path}`)).text();

test.beforeAll(async () => {
  test.setTimeout(600_000);
  work = mkdtempSync(join(tmpdir(), 'remote-pages-'));
  remotesJson = join(work, 'remotes.json');
  const local = (remote: keyof typeof APPS) => `http://localhost:${appPort(remote)}/remoteEntry.js`;
  const marketing = copyRemote('marketing', 'remote-marketing');
  // The folder's own build, before the article: what serves marketing until the first publish.
  cpSync(join(root, APPS.marketing.dir, 'dist'), join(marketing, 'dist'), { recursive: true });
  liveBuild = await serveFolder(join(marketing, 'dist'), LIVE_BUILD_PORT);
  writeFileSync(
    remotesJson,
    JSON.stringify({
      remotes: {
        marketing: `http://localhost:${LIVE_BUILD_PORT}/remoteEntry.js`,
        industries: local('industries'),
        pricing: local('pricing'),
        onboarding: local('onboarding'),
      },
      ssrTimeoutMs: 3000,
      ssrRevalidateMs: 0,
    }),
  );
  mkdirSync(join(work, 'cdn'));
  // The bucket.
  cdn = await serveFolder(join(work, 'cdn'), CDN_PORT);
  shell = spawn(process.execPath, [join(root, 'shell', 'dist-server', 'main.js')], {
    cwd: root,
    env: { ...process.env, PORT_SHELL: String(SHELL_PORT), SHELL_REMOTES_JSON: remotesJson },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // What the shell server logs (one line per change of a remote's state) goes with the test's output.
  shell.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[shell] ${chunk.toString()}`));
  shell.on('exit', (code, signal) => process.stderr.write(`[shell] exit ${code} ${signal}\n`));
  await expect.poll(() => status('/remotes.json').catch(() => 0), { timeout: 15_000 }).toBe(200);

  addArticle(marketing);
  const industries = copyRemote('industries', 'remote-industries');
  addIndustry(industries);
  fixtures = { marketing, industries, marketingNext: join(root, 'e2e', '.fixtures', 'remote-marketing-next') };
});

test.afterAll(() => {
  shell?.kill('SIGTERM');
  for (const server of [cdn, liveBuild]) {
    server?.closeAllConnections();
    server?.close();
  }
  rmSync(join(root, 'e2e', '.fixtures'), { recursive: true, force: true });
  if (work) rmSync(work, { recursive: true, force: true });
});

test('before publishing, the new article and industry do not exist', async () => {
  expect(await status(ARTICLE)).toBe(404);
  expect(await status(INDUSTRY)).toBe(404);
  expect(await text('/sitemap.xml')).not.toContain(ARTICLE);
});

test('publishing two remotes ships a new article and a new industry, with no shell rebuild or restart', async ({ page }) => {
  const served = fingerprint(join(fixtures.marketing, 'dist'));
  await publish('marketing', fixtures.marketing);
  await publish('industries', fixtures.industries);
  // What was being served from the remote's own dist/ was not touched by the build.
  expect(fingerprint(join(fixtures.marketing, 'dist'))).toEqual(served);

  // Server-rendered, with their own head.
  expect(await status(ARTICLE)).toBe(200);
  const article = await text(ARTICLE);
  expect(article).toContain(`<h1`);
  expect(article).toContain(ARTICLE_TITLE);
  expect(article).toContain(`<title>${ARTICLE_TITLE} | EstefanIA</title>`);
  expect(article).not.toContain('noindex');
  expect(await status(INDUSTRY)).toBe(200);
  expect(await text(INDUSTRY)).toContain('Recepcionista IA para empresas de robótica');
  // The other remotes' pages are untouched; the header menu on them names the article.
  expect(await status('/precios')).toBe(200);
  expect(await text('/precios')).toContain(ARTICLE);

  // Crawlers see them.
  const sitemap = await text('/sitemap.xml');
  expect(sitemap).toContain(`${ARTICLE}</loc>`);
  expect(sitemap).toContain(`${INDUSTRY}</loc>`);
  const llms = await text('/llms.txt');
  expect(llms).toContain(`[${ARTICLE_TITLE}](`);
  expect(llms).toContain('[Robótica](');

  // The header menus where the remotes declared them, and client navigation to them.
  await acceptCookiesUpFront(page, shellUrl);
  await page.goto(`${shellUrl}/precios`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Recursos' }).click();
  await page.getByRole('link', { name: new RegExp(ARTICLE_TITLE) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLE_TITLE);
  expect(new URL(page.url()).pathname).toBe(ARTICLE);
  await page.getByRole('link', { name: 'Industrias' }).first().hover();
  await page.getByRole('link', { name: 'Robótica' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/robótica/);
  expect(new URL(page.url()).pathname).toBe(INDUSTRY);
});

test('a page rendered with release N hydrates with release N even if N+1 goes live before its scripts arrive', async ({
  page,
}) => {
  // Release N+1 of marketing: the same build with the article's heading changed.
  rmSync(fixtures.marketingNext, { recursive: true, force: true });
  mkdirSync(fixtures.marketingNext, { recursive: true });
  const { live } = JSON.parse(readFileSync(join(work, 'cdn', 'marketing', 'releases.json'), 'utf8')) as { live: string };
  cpSync(join(work, 'cdn', 'marketing', live), join(fixtures.marketingNext, 'dist'), {
    recursive: true,
    filter: (src) => !/\.(br|gz)$/.test(src),
  });
  for (const folder of ['assets', 'server']) {
    for (const name of readdirSync(join(fixtures.marketingNext, 'dist', folder))) {
      const file = join(fixtures.marketingNext, 'dist', folder, name);
      const code = readFileSync(file, 'utf8');
      if (code.includes(ARTICLE_TITLE)) writeFileSync(file, code.replaceAll(ARTICLE_TITLE, ARTICLE_NEXT_TITLE));
    }
  }

  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  // Hold every script until release N+1 is live.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await gate;
    await route.continue();
  });
  await acceptCookiesUpFront(page, shellUrl);
  // The frame's own goto: the suite's page.goto waits for hydration, which is held back here.
  await page.mainFrame().goto(`${shellUrl}${ARTICLE}`, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLE_TITLE);

  await publish('marketing', fixtures.marketingNext, '--no-build');
  await expect.poll(async () => text(ARTICLE)).toContain(ARTICLE_NEXT_TITLE);

  release();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLE_TITLE);
  expect(problems.filter((problem) => /hydrat|did not match/i.test(problem))).toEqual([]);
  expect(problems).toEqual([]);

  // The next page load is release N+1.
  await page.unroute(/\.js(\?.*)?$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLE_NEXT_TITLE);
});

test('a malformed route manifest from one remote leaves every page at 200: its last good one stays', async () => {
  // A release whose routes.json is broken, switched live by hand (the publish command refuses one).
  const releases = JSON.parse(readFileSync(join(work, 'cdn', 'marketing', 'releases.json'), 'utf8')) as { live: string };
  const broken = join(work, 'cdn', 'marketing', 'broken');
  cpSync(join(work, 'cdn', 'marketing', releases.live), broken, { recursive: true });
  writeFileSync(join(broken, 'routes.json'), '{"schema": 1, "remote": "marketing", "routes": "todas"');
  rmSync(join(broken, 'routes.json.br'), { force: true });
  rmSync(join(broken, 'routes.json.gz'), { force: true });
  const manifest = JSON.parse(readFileSync(remotesJson, 'utf8')) as { remotes: Record<string, string> };
  const live = manifest.remotes.marketing!;
  manifest.remotes.marketing = `${cdnUrl}marketing/broken/remoteEntry.js`;
  writeFileSync(remotesJson, JSON.stringify(manifest));
  try {
    for (const path of ['/', ARTICLE, '/soluciones', '/precios', '/industrias', INDUSTRY, '/onboarding', '/privacy'])
      await expect.poll(() => status(path), { message: path }).toBe(200);
    expect(await text('/sitemap.xml')).toContain(`${ARTICLE}</loc>`);
  } finally {
    manifest.remotes.marketing = live;
    writeFileSync(remotesJson, JSON.stringify(manifest));
  }
});

test('unpublishing (rolling back) gives 404 again, everything else untouched', async () => {
  // marketing: N+1 → N (the article is still there) → the folder's own build, without it.
  await rollback('marketing');
  await expect.poll(() => text(ARTICLE)).toContain(ARTICLE_TITLE);
  await rollback('marketing');
  await expect.poll(() => status(ARTICLE)).toBe(404);
  await rollback('industries');
  await expect.poll(() => status(INDUSTRY)).toBe(404);
  const sitemap = await text('/sitemap.xml');
  expect(sitemap).not.toContain(ARTICLE);
  expect(sitemap).not.toContain(INDUSTRY);
  const llms = await text('/llms.txt');
  expect(llms).not.toContain(ARTICLE_TITLE);
  expect(llms).not.toContain('Robótica');
  // Nor in the menus: the resources menu is the one the folder's build declares.
  expect(await text('/precios')).not.toContain(ARTICLE);
  expect(await status('/precios')).toBe(200);
  expect(await status('/industrias/dentistas')).toBe(200);
  expect(await status('/recursos/blog')).toBe(200);
});
