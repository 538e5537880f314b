// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APPS, remoteExposes } from './federation.js';
import { remoteNames, remotePages, routeTable } from '../contract/routes';

const root = new URL('../../../', import.meta.url);
const pagesDir = (remote: string) => new URL(`${APPS[remote as keyof typeof APPS].dir}/src/pages/`, root);

describe.each(remoteNames)('remote-%s exposes exactly its pages of the route table', (remote) => {
  const exposes = remoteExposes(remote);

  it('exposes every page the table gives it, each a module with a default export', async () => {
    const pages = routeTable.filter((route) => route.remote === remote).map((route) => route.page);
    expect(Object.keys(exposes).sort()).toEqual([...new Set(pages)].map((page) => `./${page}`).sort());
    for (const [key, file] of Object.entries(exposes)) {
      const url = new URL(file, new URL(`${APPS[remote].dir}/`, root));
      expect(existsSync(url), `${key} → ${file}`).toBe(true);
      const module = (await import(/* @vite-ignore */ url.pathname)) as { default?: unknown };
      expect(typeof module.default, `${key} has a default export`).toBe('function');
    }
  });

  it('has no page outside the table', () => {
    const files = readdirSync(pagesDir(remote)).filter((file) => /\.tsx$/.test(file) && !/\.test\.tsx$/.test(file));
    expect(files.map((file) => file.replace(/\.tsx$/, '')).sort()).toEqual([...remotePages(remote)].sort());
  });
});
