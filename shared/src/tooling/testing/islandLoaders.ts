// The check every remote with island loaders runs beside them (src/islandLoaders.test.ts): the
// browser's loaders bring exactly the islands its pages render. Not imported by app code.
import { describe, expect, it } from 'vitest';

type Components = Record<string, unknown>;

export function describeIslandLoaders(
  islands: { readonly owner: string; readonly components: object },
  islandLoaders: { readonly owner: string; readonly loaders: object },
): void {
  describe('the browser’s loaders of this remote’s islands', () => {
    it('load every island its pages render, each the very component the server rendered', async () => {
      expect(islandLoaders.owner).toBe(islands.owner);
      const components = islands.components as Components;
      const loaders = islandLoaders.loaders as Record<string, () => Promise<unknown>>;
      expect(Object.keys(loaders).sort()).toEqual(Object.keys(components).sort());
      for (const [name, load] of Object.entries(loaders)) expect(await load(), name).toBe(components[name]);
    });
  });
}
