// @vitest-environment node
// Adding a remote is one entry in apps.json: every list of apps derives from it. This checks the
// derivations agree, and that no config or script lists apps by hand again.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { APPS, localRemotesJson, REMOTE_NAMES } from './apps.js';
import { remoteNames } from './routes';
import { buildOrder, devCommands, isFederationExportRace, runBuild } from '../../../scripts/apps.mjs';

const root = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const dirs = Object.values(APPS).map((app) => app.dir);

describe('the app registry', () => {
  it('names folders that are apps: a package and a vite config each, remotes with their route manifest', () => {
    for (const [name, app] of Object.entries(APPS)) {
      expect(existsSync(new URL(`${app.dir}/package.json`, root)), app.dir).toBe(true);
      expect(existsSync(new URL(`${app.dir}/vite.config.ts`, root)), app.dir).toBe(true);
      if (name !== 'shell') expect(read(`${app.dir}/src/routes.ts`)).toContain(`remote: '${name}'`);
    }
  });

  it('gives each app its own port', () => {
    const ports = Object.values(APPS).map((app) => app.port);
    expect(new Set(ports).size).toBe(ports.length);
  });

  it('is where the contract, the default remotes.json, the build and dev commands take their lists from', () => {
    expect([...remoteNames]).toEqual(REMOTE_NAMES);
    expect(Object.keys(localRemotesJson().remotes)).toEqual(REMOTE_NAMES);
    expect(buildOrder()).toEqual([...REMOTE_NAMES.map((name) => APPS[name].dir), 'shell']);
    expect(devCommands().map((command) => command.name)).toEqual(['shell', ...REMOTE_NAMES, 'automation']);
  });

  it('is covered by the npm workspaces, the Vitest projects and the ESLint import rule', async () => {
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
    const covered = (dir: string) => workspaces.some((pattern) => new RegExp(`^${pattern.replace('*', '[^/]+')}$`).test(dir));
    for (const dir of dirs) expect(covered(dir), dir).toBe(true);
    const vitest = (await import(new URL('vitest.config.ts', root).href)) as { default: { test: { projects: string[] } } };
    for (const dir of dirs) expect(vitest.default.test.projects).toContain(`${dir}/vite.config.ts`);
    const eslint = (await import(new URL('eslint.config.js', root).href)) as { default: { files?: string[] }[] };
    const ruled = eslint.default.flatMap((block) => block.files ?? []);
    for (const dir of dirs) expect(ruled).toContain(`${dir}/**`);
  });

  it('is the only list of apps in the configs and scripts', () => {
    const files = [
      'package.json',
      'eslint.config.js',
      'vitest.config.ts',
      'e2e/playwright.config.ts',
      ...readdirSync(new URL('scripts/', root)).map((file) => `scripts/${file}`),
      ...readdirSync(new URL('shared/src/tooling/', root))
        .filter((file) => /\.(js|ts|mjs)$/.test(file) && !file.includes('.test.'))
        .map((file) => `shared/src/tooling/${file}`),
    ];
    const remoteDirs = REMOTE_NAMES.map((name) => APPS[name].dir);
    for (const file of files) {
      const text = read(file);
      for (const dir of remoteDirs) expect(text.includes(dir), `${file} names ${dir}`).toBe(false);
      expect(text, `${file} builds a remote's folder from its name`).not.toMatch(/remote-\$\{/);
    }
  });
});

describe('a build that fails on the federation plugin’s export race', () => {
  // As the build prints it (colours included), from a build on this machine under load.
  const race =
    '\u001b[31m[MISSING_EXPORT] \u001b[0m"forwardRef" is not exported by "\u0000virtual:mf:__mfe_internal__onboarding__mf_owner__90739438190569__loadShare__react__loadShare__.js".\n';
  const genuine = '[MISSING_EXPORT] "Pricing" is not exported by "src/features/pricing/index.ts".\n';

  it('tells the race from a real missing export or another error', () => {
    expect(isFederationExportRace(`vite v8\n${race}Build failed`)).toBe(true);
    expect(isFederationExportRace(genuine)).toBe(false);
    expect(isFederationExportRace('error TS2304: Cannot find name')).toBe(false);
  });

  function runs(...outcomes: { status: number; stderr: string }[]) {
    const calls: string[][] = [];
    const run = (_command: string, args: string[]) => {
      calls.push(args);
      return { stdout: '', ...outcomes[calls.length - 1]! };
    };
    return { calls, run };
  }

  it('is built once more, and only once', () => {
    // The build's output, which runBuild shows, is not the test's.
    const stdout = vi.spyOn(process.stdout, 'write').mockReturnValue(true);
    const stderr = vi.spyOn(process.stderr, 'write').mockReturnValue(true);
    try {
      const logs: string[] = [];
      const retried = runs({ status: 1, stderr: race }, { status: 0, stderr: '' });
      expect(runBuild('npm', ['run', 'build'], { cwd: '.' }, retried.run, (line) => logs.push(line))).toBe(0);
      expect(retried.calls).toHaveLength(2);
      expect(logs.join()).toMatch(/se repite una vez/);

      const twice = runs({ status: 1, stderr: race }, { status: 1, stderr: race });
      expect(runBuild('npm', ['run', 'build'], { cwd: '.' }, twice.run, () => undefined)).toBe(1);
      expect(twice.calls).toHaveLength(2);

      const broken = runs({ status: 1, stderr: genuine });
      expect(runBuild('npm', ['run', 'build'], { cwd: '.' }, broken.run, () => undefined)).toBe(1);
      expect(broken.calls).toHaveLength(1);
    } finally {
      stdout.mockRestore();
      stderr.mockRestore();
    }
  });
});
