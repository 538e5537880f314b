// @vitest-environment node
// The contract is React-free: Node (automation, the shell server's main thread) imports it without the
// UI kit. Each contract entry of the package is imported in a plain Node process where React and the
// UI libraries cannot be resolved, so an import that pulls them in (even through the package root)
// fails here rather than in production.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '../..');
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
  name: string;
  exports: Record<string, string | { default: string }>;
};

/** Every export path of the package whose module is contract (lives under src/contract/). */
const contractEntries = Object.entries(manifest.exports)
  .filter(([, target]) => (typeof target === 'string' ? target : target.default).startsWith('./src/contract/'))
  .map(([path]) => `${manifest.name}${path.slice(1)}`);

/** What a React-free module must never load: React, emotion, the toaster, the UI libraries. */
const UI_PACKAGES = String.raw`^(react|react-dom|sonner|lucide-react)(/|$)|^@(emotion|radix-ui)/`;

let dir: string;
let hooks: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'react-free-'));
  writeFileSync(
    join(dir, 'hooks.mjs'),
    `export async function resolve(specifier, context, next) {
  if (new RegExp(${JSON.stringify(UI_PACKAGES)}).test(specifier))
    throw new Error('React-free contract: ' + specifier + ' imported by ' + context.parentURL);
  return next(specifier, context);
}\n`,
  );
  hooks = join(dir, 'register.mjs');
  writeFileSync(
    hooks,
    `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(join(dir, 'hooks.mjs')).href)});\n`,
  );
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Imports a module in plain Node (TypeScript through tsx) with the UI packages unresolvable. */
async function importInNode(specifier: string): Promise<{ ok: boolean; output: string }> {
  const script = `await import(${JSON.stringify(specifier)});`;
  try {
    await run(process.execPath, ['--import', 'tsx', '--import', hooks, '--input-type=module', '--eval', script], {
      cwd: packageDir,
      timeout: 60_000,
    });
    return { ok: true, output: '' };
  } catch (error) {
    const { stderr, message } = error as { stderr?: string; message: string };
    return { ok: false, output: stderr || message };
  }
}

describe('the contract is React-free', () => {
  it('has contract entries to check', () => {
    expect(contractEntries).toEqual(expect.arrayContaining([`${manifest.name}/contract`, `${manifest.name}/http`]));
  });

  it('refuses React in the check itself (the package root brings the UI kit)', async () => {
    const result = await importInNode(manifest.name);
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/React-free contract: (react|@emotion|sonner)/);
  }, 60_000);

  it.each(contractEntries)(
    '%s loads in Node without React',
    async (entry) => {
      const result = await importInNode(entry);
      expect(result.output).toBe('');
      expect(result.ok).toBe(true);
    },
    60_000,
  );
});
