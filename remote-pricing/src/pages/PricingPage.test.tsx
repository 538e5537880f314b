import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { defaultSiteConfig, formatEuros, minutePacks } from '@estefania/shared';
import PricingPage from './PricingPage';

describe('PricingPage', () => {
  it('shows every minute pack at its catalogue price with its checkout link in a new tab', () => {
    render(
      <MemoryRouter>
        <PricingPage />
      </MemoryRouter>,
    );
    for (const pack of minutePacks) {
      const heading = screen.getByRole('heading', { name: `${pack.minutes} minutos` });
      const card = heading.closest('div')!;
      expect(card).toHaveTextContent(formatEuros(pack.priceCents));
      const link = screen.getByRole('link', { name: `Comprar ${pack.minutes} minutos` });
      expect(link).toHaveAttribute('href', defaultSiteConfig.packCheckoutLinks[String(pack.minutes) as '50']);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
