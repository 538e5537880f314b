// @vitest-environment node
// `npm run house` (scripts/house.mjs) folds dependency-cruiser's modules into the pieces the drawing shows.
import { describe, expect, it } from 'vitest';
import { folderOf, foldArrows, house, mermaid, workspaceOf } from '../../../scripts/house.mjs';

const module = (source: string, ...targets: string[]) => ({
  source,
  dependencies: targets.map((resolved) => ({ resolved, coreModule: resolved.startsWith('node:') })),
});

describe('the house drawing', () => {
  it('names the workspace of a path, the shared package by its parts and its root entry', () => {
    expect(workspaceOf('shell/src/server/app.ts')).toBe('shell');
    expect(workspaceOf('remote-pricing/src/pages/PricingPage.tsx')).toBe('remote-pricing');
    expect(workspaceOf('shared/src/contract/routes.ts')).toBe('shared/contract');
    expect(workspaceOf('shared/src/index.ts')).toBe('shared');
    expect(workspaceOf('node_modules/react/index.js')).toBeNull();
  });

  it('names the folder below src/, one level deeper for features/ and server/, and top files by name', () => {
    expect(folderOf('automation/src/demo/routes.ts')).toBe('demo/');
    expect(folderOf('automation/src/app.ts')).toBe('app.ts');
    expect(folderOf('remote-marketing/src/features/blog/content/blog.ts')).toBe('features/blog/');
    expect(folderOf('shell/src/server/render/renderPool.ts')).toBe('server/render/');
    expect(folderOf('shell/src/server/app.ts')).toBe('server/');
    expect(folderOf('shared/src/contract/routes.ts')).toBe('routes.ts');
  });

  it('draws one arrow per pair of pieces, none inside a piece, none to Node itself', () => {
    const folded = foldArrows(
      [
        module('automation/src/demo/routes.ts', 'automation/src/demo/rules.ts', 'automation/src/db/pool.ts', 'node:fs'),
        module('automation/src/demo/rules.ts', 'automation/src/db/pool.ts'),
        module('automation/src/db/pool.ts'),
      ],
      folderOf,
    );
    expect(folded).toEqual({ pieces: ['db/', 'demo/'], arrows: [['demo/', 'db/']] });
    expect(mermaid(folded)).toBe('```mermaid\nflowchart TD\n  n0["db/"]\n  n1["demo/"]\n  n1 --> n0\n```');
  });

  it('writes the workspaces first, then a section per workspace with more than one piece', () => {
    const text = house([
      module('shell/src/main.tsx', 'shell/src/layout/Header.tsx', 'shared/src/index.ts'),
      module('shell/src/layout/Header.tsx', 'shared/src/ui/theme.ts'),
      module('shared/src/index.ts', 'shared/src/ui/theme.ts'),
      module('shared/src/ui/theme.ts'),
    ]);
    expect(text.indexOf('## Workspaces')).toBeLessThan(text.indexOf('## shell'));
    expect(text).toContain('n2["shell"]\n  n0 --> n1\n  n2 --> n0\n  n2 --> n1');
    expect(text).not.toContain('## shared/ui');
  });
});
