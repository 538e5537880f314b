import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonForScript } from '../contract/structuredData';
import { JsonLd } from './JsonLd';

describe('JsonLd', () => {
  const hostile = { name: '</script><script>alert(1)</script> & <!-- \u2028' };

  it('escapes what could close its script element, and parses back to the same data', () => {
    const json = jsonForScript(hostile);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(hostile);
  });

  it('renders one application/ld+json script holding the data', () => {
    const { container } = render(<JsonLd data={hostile} />);
    const scripts = container.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]!.textContent ?? '')).toEqual(hostile);
  });
});
