import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultSiteConfig, locationOf, PageLocationProvider } from '@estefania/shared';
import { industryCardDescriptions } from '../features/catalogue/content/industryCards';
import IndustriesPage from './IndustriesPage';
import { industries } from '../features/catalogue/content/industryList';

function renderIndex() {
  render(
    <PageLocationProvider value={locationOf('/industrias')}>
      <IndustriesPage />
    </PageLocationProvider>,
  );
}

describe('IndustriesPage', () => {
  it('lists a card with name, description and link for each of the 32 industries', () => {
    renderIndex();
    const cards = within(screen.getByRole('region', { name: 'Elige tu sector' })).getAllByRole('listitem');
    expect(cards).toHaveLength(32);
    industries.forEach((industry, index) => {
      const card = within(cards[index]!);
      expect(card.getByRole('heading', { level: 3, name: industry.name })).toBeInTheDocument();
      expect(card.getByText(industryCardDescriptions[industry.slug])).toBeInTheDocument();
      expect(card.getByRole('link', { name: `Más información sobre ${industry.name}` })).toHaveAttribute(
        'href',
        `/industrias/${industry.slug}`,
      );
    });
  });

  it('has one h1, its own title and buttons to the prices', () => {
    renderIndex();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Recepcionista IA por sectores | EstefanIA');
    expect(screen.getByRole('link', { name: 'Empieza gratis' })).toHaveAttribute('href', '/precios');
    expect(screen.getByRole('link', { name: 'Ver planes y precios' })).toHaveAttribute('href', '/precios');
    expect(screen.getByRole('link', { name: 'Solicita una demo' })).toHaveAttribute('href', '/demo');
    expect(screen.getByText(/25 minutos gratis/)).toBeInTheDocument();
  });

  it('publishes Inicio › Industrias as BreadcrumbList', () => {
    renderIndex();
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Inicio', item: `${defaultSiteConfig.siteUrl}/` },
        { '@type': 'ListItem', position: 2, name: 'Industrias', item: `${defaultSiteConfig.siteUrl}/industrias` },
      ],
    });
  });
});
