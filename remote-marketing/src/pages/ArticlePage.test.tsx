import { locationOf, PageLocationProvider } from '@estefania/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultSiteConfig, formatEuros, fromPriceCents, planByKey } from '@estefania/shared';
import ArticlePage from './ArticlePage';
import { articleContent, articleSections } from '../features/article/content/article';
import { paths } from '../routes';

function renderArticle() {
  const view = render(
    <PageLocationProvider value={locationOf(paths.article)}>
      <ArticlePage />
    </PageLocationProvider>,
  );
  return { ...view, user: userEvent.setup() };
}

function nth<T>(list: T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`No item ${index}`);
  return item;
}

const section = (title: string) => screen.getByRole('region', { name: title });

describe('article content', () => {
  it('has every part the spec counts', () => {
    expect(articleContent.applications).toHaveLength(7);
    expect(articleContent.cases).toHaveLength(3);
    expect(articleContent.faqs).toHaveLength(8);
    expect(articleContent.checklist.problems).toHaveLength(6);
    expect(articleContent.checklist.requirements).toHaveLength(5);
    expect(articleContent.plan.weeks).toHaveLength(4);
    expect(articleContent.updated.label).toBe('12 de septiembre de 2025');
  });

  it('quotes our prices from the catalogue', () => {
    const quick = articleContent.quickAnswer.points.join(' ');
    expect(quick).toContain(formatEuros(fromPriceCents));
    expect(quick).toContain(formatEuros(planByKey('autonomo').monthlyPriceCents ?? 0));
  });
});

describe('ArticlePage', () => {
  it('renders every section with its parts', () => {
    renderArticle();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('complementary', { name: 'Respuesta rápida' })).toBeInTheDocument();
    expect(within(section(articleSections.applications.title)).getAllByRole('heading', { level: 3 })).toHaveLength(7);
    expect(within(section(articleSections.cases.title)).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    // Illustrative cases, said so above them: not presented as named customers' results.
    expect(section(articleSections.cases.title)).toHaveTextContent(
      /^3 casos de éxitoCasos ilustrativos: .*no clientes concretos/,
    );
    expect(within(section(articleSections.faqs.title)).getAllByRole('heading', { level: 3 })).toHaveLength(8);
    expect(
      within(section(articleSections.plan.title))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Semana 1: Mide y elige',
      'Semana 2: Configura y prueba',
      'Semana 3: Ponla a trabajar',
      'Semana 4: Mide el resultado y decide',
    ]);
    expect(within(section(articleSections.checklist.title)).getAllByRole('checkbox')).toHaveLength(11);
    expect(within(section(articleSections.references.title)).getAllByRole('link').length).toBeGreaterThanOrEqual(3);
    expect(screen.getAllByText(/12 de septiembre de 2025/).length).toBeGreaterThan(0);
    expect(screen.getByText(/Sobre el autor:/)).toBeInTheDocument();
  });

  it('has a real cost table with caption, column and row headers, priced from the catalogue', () => {
    renderArticle();
    const table = screen.getByRole('table', { name: articleContent.comparison.caption });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Concepto', 'Tradicional', 'Con IA (plan PYME)']);
    const cost = within(table).getByRole('rowheader', { name: 'Coste mensual' }).closest('tr')!;
    expect(cost).toHaveTextContent(`${formatEuros(planByKey('pyme').monthlyPriceCents ?? 0)}/mes`);
    expect(screen.getByRole('table', { name: articleContent.costs.caption })).toBeInTheDocument();
  });

  it('links to pricing and to the demo', () => {
    renderArticle();
    expect(screen.getByRole('link', { name: 'Ver precios' })).toHaveAttribute('href', '/precios');
    expect(screen.getByRole('link', { name: 'Solicitar una demo' })).toHaveAttribute('href', '/demo');
  });

  it('shows the ready message from 3 ticked boxes, not 2, and hides it again when one is unticked', async () => {
    const { user } = renderArticle();
    const boxes = within(section(articleSections.checklist.title)).getAllByRole('checkbox');
    const status = screen.getByRole('status');
    await user.click(nth(boxes, 0));
    await user.click(nth(boxes, 7));
    expect(screen.getByText('Has marcado 2 de 11.')).toBeInTheDocument();
    expect(status).toBeEmptyDOMElement();
    await user.click(screen.getByRole('checkbox', { name: articleContent.checklist.problems[3] }));
    expect(status).toHaveTextContent(/¡Tu negocio está listo para la IA!/);
    await user.click(nth(boxes, 7));
    expect(status).toBeEmptyDOMElement();
  });

  it('carries Article structured data', () => {
    const { container } = renderArticle();
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script).not.toBeNull();
    const data = JSON.parse(script!.textContent ?? '') as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: articleContent.title,
      dateModified: '2025-09-12',
      author: { name: articleContent.author.name },
      publisher: { '@type': 'Organization', name: 'EstefanIA' },
      mainEntityOfPage: { '@id': `${defaultSiteConfig.siteUrl}${paths.article}` },
    });
    expect((data.image as string[])[0]).toMatch(/^http/);
  });
});
