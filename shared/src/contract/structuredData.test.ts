// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));

/** The modules a contract module runs, following its relative imports (type-only imports load nothing). */
function runtimeGraph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(join(here, file), 'utf8');
  for (const [, specifier = ''] of source.matchAll(/^(?:import|export)(?! type )[^;]*? from '([^']+)';/gms)) {
    expect(specifier, `${file} imports ${specifier}`).toMatch(/^\.\//);
    runtimeGraph(`${specifier.slice(2)}.ts`, seen);
  }
  return seen;
}

describe('the structured data (@estefania/shared/structured-data)', () => {
  // Each app bundles it on its own (it is not the federation's singleton): were it to load the site
  // config (its store) or the route table, every app would carry a second, unused copy of them (#31).
  it('runs no store, route table or package: only the site identity and the phone format', () => {
    expect([...runtimeGraph('structuredData.ts')].sort()).toEqual(['phone.ts', 'siteIdentity.ts', 'structuredData.ts']);
  });
});
