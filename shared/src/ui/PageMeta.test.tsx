import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageMeta, pageTitle } from './PageMeta';

describe('PageMeta', () => {
  it('sets the document title and meta description', () => {
    render(<PageMeta title="Precios" description="Planes y packs de minutos." />);
    expect(document.title).toBe('Precios | EstefanIA');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Planes y packs de minutos.');
  });

  it('does not repeat the brand', () => {
    expect(pageTitle('EstefanIA · Inicio')).toBe('EstefanIA · Inicio');
  });
});
