import { describe, expect, it } from 'vitest';
import { readEarlyInput } from './hydrate';

// What a visitor chose before the island was live reaches React as the events it missed.
describe('readEarlyInput', () => {
  function island(html: string): HTMLElement {
    const element = document.createElement('div');
    element.innerHTML = html;
    document.body.append(element);
    return element;
  }

  it("hands a select's early choice over, even after a re-render put the server's choice back", () => {
    const root = island('<select name="plan"><option value="a" selected>A</option><option value="b">B</option></select>');
    const select = root.querySelector('select')!;
    select.value = 'b';
    const handOver = readEarlyInput(root);
    select.value = 'a'; // the hydration's re-render writes the state (the server's choice) back
    const told: string[] = [];
    root.addEventListener('change', (event) => told.push((event.target as HTMLSelectElement).value));
    handOver();
    expect(told).toEqual(['b']);
  });

  it('hands typed text over as an input event with the value typed', () => {
    const root = island('<input name="web" value="">');
    const input = root.querySelector('input')!;
    input.value = 'laespiga.es';
    const handOver = readEarlyInput(root);
    input.value = '';
    const told: string[] = [];
    root.addEventListener('input', (event) => told.push((event.target as HTMLInputElement).value));
    handOver();
    expect(told).toEqual(['laespiga.es']);
  });
});

describe('shellIslandLoaders', () => {
  it('loads every island of the shell the server renders, each the very component it rendered', async () => {
    const { shellIslandLoaders } = await import('./hydrate');
    const { remoteIslands } = await import('../remotes/islands');
    const rendered = remoteIslands.components as Record<string, unknown>;
    expect(Object.keys(shellIslandLoaders).sort()).toEqual(Object.keys(rendered).sort());
    for (const [part, load] of Object.entries(shellIslandLoaders)) expect(await load(), part).toBe(rendered[part]);
  });
});
