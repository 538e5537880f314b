import { locationOf, PageLocationProvider } from '@estefania/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SolutionPage from './SolutionPage';
import { solutionPages, type SolutionSlug } from '../features/solutions/content/solutions';

function renderAt(path: string) {
  render(
    <PageLocationProvider value={locationOf(path)}>
      <SolutionPage />
    </PageLocationProvider>,
  );
}

function cardsIn(sectionName: string) {
  return within(screen.getByRole('region', { name: sectionName })).getAllByRole('listitem');
}

const slugs = Object.keys(solutionPages) as SolutionSlug[];

describe('SolutionPage', () => {
  it.each(slugs)('renders /soluciones/%s with buttons to pricing and demo', (slug) => {
    const page = solutionPages[slug];
    renderAt(`/soluciones/${slug}`);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(page.title);
    expect(screen.getByRole('link', { name: 'Empieza gratis' })).toHaveAttribute('href', '/precios');
    expect(screen.getByRole('link', { name: 'Solicita una demo' })).toHaveAttribute('href', '/demo');
  });

  it.each(slugs)(
    '/soluciones/%s has three benefits, three outdated-alternative problems and a closing CTA to pricing',
    (slug) => {
      const page = solutionPages[slug];
      renderAt(`/soluciones/${slug}`);
      expect(cardsIn(page.benefits.title)).toHaveLength(3);
      expect(cardsIn(page.problems.title)).toHaveLength(3);
      expect(page.problems.title).toBe('Por qué las alternativas anticuadas te frenan');
      const closing = screen.getByRole('region', { name: page.closing.title });
      expect(within(closing).getByRole('link', { name: 'Ver precios y empezar' })).toHaveAttribute('href', '/precios');
    },
  );

  it('call management adds the three-step how-it-works and four benefits', () => {
    const page = solutionPages['servicio-gestion-llamadas'];
    renderAt('/soluciones/servicio-gestion-llamadas');
    const steps = cardsIn(page.howItWorks?.title ?? '');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      '1. Recepción inteligente',
      '2. Derivación eficiente',
      '3. Seguimiento completo',
    ]);
    expect(cardsIn(page.moreBenefits?.title ?? '')).toHaveLength(4);
    // The spec's figures, worded as everywhere else.
    expect(screen.getByRole('heading', { name: 'De 1 a 1000 llamadas simultáneas' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hasta un 80 % más barato que contratar personal' })).toBeInTheDocument();
  });

  it('the receptionist page promises no missed calls and the average response time, from the shared figures', () => {
    renderAt('/soluciones/recepcionista-ia');
    const benefit = screen.getByRole('heading', { name: '0 % de llamadas perdidas' }).closest('li');
    expect(benefit).toHaveTextContent('respuesta media en menos de 3 segundos');
  });

  it('after-hours adds four benefits but no how-it-works', () => {
    const page = solutionPages['servicio-respuesta-after-hours'];
    renderAt('/soluciones/servicio-respuesta-after-hours');
    expect(cardsIn(page.moreBenefits?.title ?? '')).toHaveLength(4);
    expect(screen.queryByRole('heading', { name: /Cómo funciona/ })).not.toBeInTheDocument();
  });

  it('the receptionist page has neither extra section', () => {
    expect(solutionPages['recepcionista-ia'].howItWorks).toBeUndefined();
    expect(solutionPages['recepcionista-ia'].moreBenefits).toBeUndefined();
  });

  it('each solution page has its own copy', () => {
    const pages = slugs.map((slug) => solutionPages[slug]);
    for (const pick of [
      (p: (typeof pages)[number]) => p.title,
      (p: (typeof pages)[number]) => p.meta.title,
      (p: (typeof pages)[number]) => p.meta.description,
      (p: (typeof pages)[number]) => p.benefits.items[0].title,
      (p: (typeof pages)[number]) => p.problems.items[0].title,
      (p: (typeof pages)[number]) => p.closing.title,
    ]) {
      expect(new Set(pages.map(pick)).size).toBe(3);
    }
  });

  it('says so for an unknown solution', () => {
    renderAt('/soluciones/otra');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Solución no encontrada');
  });
});
