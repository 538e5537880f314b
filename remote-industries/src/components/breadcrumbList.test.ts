import { describe, expect, it } from 'vitest';
import { breadcrumbList } from './breadcrumbList';

describe('breadcrumbList', () => {
  it('numbers the items from 1 and makes every URL absolute on the given origin', () => {
    const list = breadcrumbList(
      [
        { name: 'Inicio', path: '/' },
        { name: 'Industrias', path: '/industrias' },
      ],
      'https://estefania.example.es',
    );
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Inicio', item: 'https://estefania.example.es/' },
      { '@type': 'ListItem', position: 2, name: 'Industrias', item: 'https://estefania.example.es/industrias' },
    ]);
  });
});
