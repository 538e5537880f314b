import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { defineIslands, IslandServerProvider, type IslandServer } from './islands';

function Form({ label }: { label: string }) {
  return <button type="submit">{label}</button>;
}
function Toggle() {
  return <button type="button">Anual</button>;
}

const islands = defineIslands(
  'test',
  { Form, Toggle },
  { hydrateOn: { Form: 'visible' }, awakeWhenStored: { Form: 'draft' }, toasts: ['Form'] },
);

function onServer(element: React.ReactElement): string {
  let count = 0;
  const server: IslandServer = { nextId: () => `i${(count += 1)}`, render: (part) => renderToString(part) };
  return renderToString(<IslandServerProvider value={server}>{element}</IslandServerProvider>);
}

describe('an island on the server', () => {
  it('says when it comes alive, what wakes it and whether it can toast', () => {
    const html = onServer(<islands.Form label="Enviar" />);
    expect(html).toMatch(
      /^<estefania-island data-island="test\/Form" data-hydrate="visible" data-hydrate-stored="draft" data-toasts=""/,
    );
    expect(html).toContain('data-props="{&quot;label&quot;:&quot;Enviar&quot;}"');
    expect(html).toContain('<button type="submit">Enviar</button>');
  });

  it('leaves out what it does not do', () => {
    const html = onServer(<islands.Toggle />);
    expect(html).toContain('data-hydrate="interaction"');
    expect(html).not.toContain('data-toasts');
    expect(html).not.toContain('data-hydrate-stored');
  });

  it('is the bare component anywhere else', () => {
    expect(renderToString(<islands.Toggle />)).toBe('<button type="button">Anual</button>');
  });
});
