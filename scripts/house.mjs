// The house, drawn from the code: dependency-cruiser reads every import of the apps' own code (the rules and
// what is left out are in .dependency-cruiser.cjs), and this folds the modules into the pieces a reader thinks
// in — the workspaces, then each workspace's folders — and writes docs/house.md as Mermaid flowcharts.
//   node scripts/house.mjs          writes docs/house.md
//   node scripts/house.mjs --check  `npm run lint:deps`: fails on any broken rule of .dependency-cruiser.cjs, or
//                                   when docs/house.md no longer matches the code (one cruise for both)
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(root, 'docs/house.md');
const SOURCES = ['shared/src', 'shell/src', 'remote-*/src', 'automation/src', 'scripts'];

/** Folders whose sub-folders are the pieces (a feature each, or a part of the server). */
const SPLIT_FURTHER = new Set(['features', 'server']);

function cruise() {
  const bin = join(root, 'node_modules/.bin/depcruise');
  const output = execFileSync(bin, [...SOURCES, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    shell: false,
  });
  return JSON.parse(output);
}

/** The app's folder (`shell`, `remote-…`, `automation`), `shared` or one of its parts (`shared/contract`…), `scripts`; null outside the apps' code. */
export function workspaceOf(path) {
  // The package's root entry, `@estefania/shared`: the contract and the UI kit together, for the browser apps.
  if (/^shared\/src\/[^/]+$/.test(path)) return 'shared';
  const shared = /^shared\/src\/([^/]+)\//.exec(path);
  if (shared) return `shared/${shared[1]}`;
  const top = /^(shell|remote-[a-z]+|automation|scripts)\//.exec(path);
  return top ? top[1] : null;
}

/** Inside a workspace: the folder below `src/` (two levels for `features/` and `server/`), or the file itself at the top. */
export function folderOf(path) {
  const inside = /^(?:shared\/src\/[^/]+|[^/]+\/src|scripts)\/(.*)$/.exec(path)?.[1];
  if (inside === undefined) return null;
  const parts = inside.split('/');
  if (parts.length === 1) return parts[0];
  if (SPLIT_FURTHER.has(parts[0]) && parts.length > 2) return `${parts[0]}/${parts[1]}/`;
  return `${parts[0]}/`;
}

/** The arrows between the pieces `pieceOf` names (an arrow inside one piece is not drawn). */
export function foldArrows(modules, pieceOf) {
  const arrows = new Set();
  const pieces = new Set();
  for (const module of modules) {
    const from = pieceOf(module.source);
    if (!from) continue;
    pieces.add(from);
    for (const dependency of module.dependencies) {
      if (dependency.coreModule || dependency.couldNotResolve) continue;
      const to = pieceOf(dependency.resolved);
      if (to && to !== from) arrows.add(`${from}\u0000${to}`);
    }
  }
  return {
    pieces: [...pieces].sort(),
    arrows: [...arrows].sort().map((arrow) => arrow.split('\u0000')),
  };
}

export function mermaid({ pieces, arrows }) {
  const id = new Map(pieces.map((piece, index) => [piece, `n${index}`]));
  return [
    '```mermaid',
    'flowchart TD',
    ...pieces.map((piece) => `  ${id.get(piece)}["${piece}"]`),
    ...arrows.map(([from, to]) => `  ${id.get(from)} --> ${id.get(to)}`),
    '```',
  ].join('\n');
}

export function house(modules) {
  const workspaces = [...new Set(modules.map((module) => workspaceOf(module.source)).filter(Boolean))].sort();
  const sections = [
    '# The house',
    '',
    'Drawn from the code by `npm run house` (dependency-cruiser, rules in `.dependency-cruiser.cjs`); `npm run lint`',
    'fails when this file no longer matches the code. Tests and their helpers are left out: they may reach anywhere.',
    'An arrow is "imports". There is no cycle at any level: `lint:deps` forbids cycles between modules and between',
    'folders, an app importing another, `shared` importing an app, the contract importing the UI kit or React, and',
    'in automation a feature importing another feature or the infrastructure importing a feature.',
    '',
    '## Workspaces',
    '',
    mermaid(foldArrows(modules, workspaceOf)),
  ];
  for (const workspace of workspaces) {
    const inWorkspace = modules.filter((module) => workspaceOf(module.source) === workspace);
    const folded = foldArrows(inWorkspace, (path) => (workspaceOf(path) === workspace ? folderOf(path) : null));
    if (folded.pieces.length < 2) continue;
    sections.push('', `## ${workspace}`, '', mermaid(folded));
  }
  return `${sections.join('\n')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { modules, summary } = cruise();
  const drawing = house(modules);
  if (process.argv.includes('--check')) {
    for (const violation of summary.violations) {
      const path = violation.cycle?.length ? violation.cycle.map((step) => step.name ?? step).join(' → ') : violation.to;
      console.error(`${violation.rule.severity} ${violation.rule.name}: ${violation.from} → ${path}`);
    }
    if (summary.error > 0) {
      console.error(`${summary.error} broken rule(s) of .dependency-cruiser.cjs (${summary.totalCruised} modules read).`);
      process.exit(1);
    }
    console.log(`No broken rule (${summary.totalCruised} modules, ${summary.totalDependenciesCruised} imports read).`);
    let current = '';
    try {
      current = readFileSync(target, 'utf8');
    } catch {
      // no drawing yet: stale by definition
    }
    if (current !== drawing) {
      console.error('docs/house.md no longer matches the code: run `npm run house` and commit it.');
      process.exit(1);
    }
    console.log('docs/house.md matches the code.');
  } else {
    writeFileSync(target, drawing);
    console.log(`docs/house.md: ${drawing.split('\n').filter((line) => line.includes('-->')).length} arrows`);
  }
}
