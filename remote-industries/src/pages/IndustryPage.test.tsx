import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultSiteConfig, extras, locationOf, PageLocationProvider, SiteRoutesProvider } from '@estefania/shared';
import { siteOf } from '@estefania/shared/testing/site';
import { routeManifest } from '../routes';
import { industryDetails } from '../features/industry/content/industries';
import { industryPageContent } from '../features/industry/content/industry';
import IndustryPage from './IndustryPage';
import { findIndustry } from '../features/catalogue/content/industryList';

/** The page at `path`, with the parameter the shell would give it (the last segment under /industrias/). */
function renderAt(path: string, params: Record<string, string> = industryParam(path)) {
  return render(
    <SiteRoutesProvider site={siteOf(routeManifest)}>
      <PageLocationProvider value={locationOf(path, params)}>
        <IndustryPage />
      </PageLocationProvider>
    </SiteRoutesProvider>,
  );
}

function industryParam(path: string): Record<string, string> {
  const match = /^\/industrias\/([^/?]+)/.exec(path);
  return match ? { industria: decodeURIComponent(match[1]!) } : {};
}

function jsonLd() {
  const scripts = document.querySelectorAll('script[type="application/ld+json"]');
  return [...scripts].map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>);
}

describe('IndustryPage', () => {
  it('renders the industry named by the route parameter: title, hero line and meta', () => {
    renderAt('/industrias/cerrajeros');
    const detail = industryDetails.cerrajeros;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Recepcionista IA para cerrajeros');
    expect(screen.getByText(detail.hero)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Cómo te ayuda EstefanIA en tu cerrajería' })).toBeInTheDocument();
    expect(document.title).toBe(`${detail.title} | EstefanIA`);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', detail.description);
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('reads the last path segment when mounted without the parameter', () => {
    renderAt('/industrias/veterinarios', {});
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Recepcionista IA para veterinarios');
  });

  it('renders titled benefits with their description and plain benefits with the generic sentence', () => {
    renderAt('/industrias/restaurantes');
    const benefits = within(screen.getByRole('region', { name: 'Cómo te ayuda EstefanIA en tu restaurante' })).getAllByRole(
      'listitem',
    );
    const detail = industryDetails.restaurantes;
    expect(benefits).toHaveLength(detail.benefits.length);
    detail.benefits.forEach((benefit, index) => {
      const card = within(benefits[index]!);
      if (typeof benefit === 'string') {
        expect(card.getByRole('heading', { level: 3, name: benefit })).toBeInTheDocument();
        expect(card.getByText(industryPageContent.genericBenefitSentence)).toBeInTheDocument();
      } else {
        expect(card.getByRole('heading', { level: 3, name: benefit.title })).toBeInTheDocument();
        expect(card.getByText(benefit.description)).toBeInTheDocument();
      }
    });
    // The page under test does have both shapes.
    expect(detail.benefits.some((benefit) => typeof benefit === 'string')).toBe(true);
    expect(detail.benefits.some((benefit) => typeof benefit !== 'string')).toBe(true);
  });

  it('explains the four steps', () => {
    renderAt('/industrias/dentistas');
    const steps = within(screen.getByRole('region', { name: 'Cómo funciona' })).getAllByRole('heading', { level: 3 });
    expect(steps.map((step) => step.textContent)).toEqual([
      'Entrena a EstefanIA',
      'Confirma la configuración',
      'Desvía tus llamadas',
      'EstefanIA trabaja por ti',
    ]);
    expect(screen.getByText(/notificaciones y la transcripción de cada llamada/)).toBeInTheDocument();
  });

  it('leads to the free trial (in the hero and the closing banner), the prices and the demo', () => {
    renderAt('/industrias/fontaneria');
    const trials = screen.getAllByRole('link', { name: `Prueba gratis ${extras.trialMinutes} minutos` });
    expect(trials).toHaveLength(2);
    for (const trial of trials) {
      // The onboarding in trial mode, for the plan the trial turns into (Autónomo).
      expect(trial).toHaveAttribute('href', '/onboarding?product=prod_autonomo&plan=Aut%C3%B3nomo&trial=1');
    }
    expect(
      within(screen.getByRole('region', { name: 'Deja de perder llamadas desde hoy' })).getByRole('link', {
        name: 'Prueba gratis 25 minutos',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver precios' })).toHaveAttribute('href', '/precios');
    expect(screen.getByRole('link', { name: 'Elige tu plan' })).toHaveAttribute('href', '/precios');
    expect(screen.getByRole('link', { name: 'Solicita una demo' })).toHaveAttribute('href', '/demo');
  });

  it('publishes the breadcrumb trail as BreadcrumbList with absolute URLs, and shows it', () => {
    renderAt('/industrias/bufetes-abogados');
    expect(jsonLd()).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Inicio', item: `${defaultSiteConfig.siteUrl}/` },
          { '@type': 'ListItem', position: 2, name: 'Industrias', item: `${defaultSiteConfig.siteUrl}/industrias` },
          {
            '@type': 'ListItem',
            position: 3,
            name: findIndustry('bufetes-abogados')!.name,
            item: `${defaultSiteConfig.siteUrl}/industrias/bufetes-abogados`,
          },
        ],
      },
    ]);
    const trail = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(trail).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(within(trail).getByRole('link', { name: 'Industrias' })).toHaveAttribute('href', '/industrias');
    expect(within(trail).getByText('Bufetes de abogados')).toHaveAttribute('aria-current', 'page');
  });

  it.each(['emergencias-hogar', 'bufetes-abogados'] as const)('%s shows its picture and extra text', (slug) => {
    renderAt(`/industrias/${slug}`);
    const feature = industryDetails[slug].feature!;
    const image = screen.getByRole('img', { name: feature.image.alt });
    expect(image).toHaveAttribute('width', String(feature.image.width));
    expect(image).toHaveAttribute('height', String(feature.image.height));
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('heading', { level: 2, name: feature.heading })).toBeInTheDocument();
    for (const paragraph of feature.paragraphs) expect(screen.getByText(paragraph)).toBeInTheDocument();
  });

  it('has no picture section on the other pages', () => {
    renderAt('/industrias/seguros');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });

  it('says the industry does not exist, shows the slug only as text and links back', () => {
    renderAt('/industrias/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    expect(screen.getByRole('heading', { level: 1, name: 'Industria no encontrada' })).toBeInTheDocument();
    expect(screen.getByText('La industria solicitada no existe.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todas las industrias' })).toHaveAttribute('href', '/industrias');
    expect(document.querySelector('img')).toBeNull();
    expect(jsonLd()).toEqual([]);
    expect(document.title).toBe('Industria no encontrada | EstefanIA');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it.each(['constructor', 'toString', 'Fontaneria', 'fontaneria%20'])('treats %s as unknown', (slug) => {
    renderAt(`/industrias/${slug}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Industria no encontrada' })).toBeInTheDocument();
  });
});
