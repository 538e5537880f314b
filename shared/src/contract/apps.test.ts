// @vitest-environment node
// Adding a remote is one entry in apps.json: every list of apps derives from it. This checks the
// derivations agree, and that no config or script lists apps by hand again.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APPS, localRemotesJson, REMOTE_NAMES } from './apps.js';
import { remoteNames } from './routes';
import { buildOrder, devCommands } from '../../../scripts/apps.mjs';

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
