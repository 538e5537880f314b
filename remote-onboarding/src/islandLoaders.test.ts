import { describe, expect, it } from 'vitest';
import { islandLoaders } from './islandLoaders';
import { islands } from './islands';

describe('the browser’s loaders of this remote’s islands', () => {
  it('load every island its pages render, each the very component the server rendered', async () => {
    expect(islandLoaders.owner).toBe(islands.owner);
    expect(Object.keys(islandLoaders.loaders).sort()).toEqual(Object.keys(islands.components).sort());
    const components = islands.components as Record<string, unknown>;
    for (const [name, load] of Object.entries(islandLoaders.loaders)) expect(await load(), name).toBe(components[name]);
  });
});
