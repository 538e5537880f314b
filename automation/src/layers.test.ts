// The house as drawn in the README, checked on the source: features sit on the shared
// infrastructure and never import each other (what one needs of another comes as an interface it
// declares, wired in app.ts); the infrastructure never imports a feature; no module imports itself
// back through a cycle.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('.', import.meta.url).pathname;
const FEATURES = ['demo', 'checkout', 'trial', 'accounts', 'leads', 'panel', 'measurement'];
/** Where the features are put together (and the tools run): above everything. */
const COMPOSITION = ['app.ts', 'server.ts', 'main.ts', 'bench.ts', 'bench-extract.ts'];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === '__fixtures__' ? [] : sourceFiles(path);
    return /\.(ts|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Each module (relative to src/, tests and test helpers left out) and the modules of src/ it imports. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const name = relative(root, file);
    if (name.endsWith('.test.ts') || name === 'testing.ts') continue;
    const source = readFileSync(file, 'utf8');
    const targets = [...source.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gms)].map((match) =>
      relative(root, resolve(dirname(file), (match[1] ?? '').replace(/\.js$/, '.ts'))),
    );
    graph.set(name, targets);
  }
  return graph;
}

const featureOf = (module: string): string | null => {
  const top = module.split('/')[0] ?? '';
  return FEATURES.includes(top) ? top : null;
};

describe('import direction', () => {
  const graph = importGraph();

  it('reads the modules it checks', () => {
    expect(graph.size).toBeGreaterThan(80);
    expect(graph.get('accounts/routes.ts')).toContain('accounts/rules.ts');
  });

  it('a feature imports no other feature, and nothing of the composition', () => {
    const wrong = [...graph].flatMap(([module, targets]) => {
      const feature = featureOf(module);
      if (!feature) return [];
      return targets
        .filter((target) => (featureOf(target) ?? feature) !== feature || COMPOSITION.includes(target))
        .map((target) => `${module} → ${target}`);
    });
    expect(wrong).toEqual([]);
  });

  it('the shared infrastructure imports no feature and nothing of the composition', () => {
    const wrong = [...graph].flatMap(([module, targets]) => {
      if (featureOf(module) || COMPOSITION.includes(module)) return [];
      return targets
        .filter((target) => featureOf(target) || COMPOSITION.includes(target))
        .map((target) => `${module} → ${target}`);
    });
    expect(wrong).toEqual([]);
  });

  it('has no import cycle', () => {
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (module: string, path: string[]) => {
      if (state.get(module) === 'done') return;
      if (state.get(module) === 'open') {
        cycles.push([...path.slice(path.indexOf(module)), module].join(' → '));
        return;
      }
      state.set(module, 'open');
      for (const target of graph.get(module) ?? []) visit(target, [...path, module]);
      state.set(module, 'done');
    };
    for (const module of graph.keys()) visit(module, []);
    expect(cycles).toEqual([]);
  });
});
