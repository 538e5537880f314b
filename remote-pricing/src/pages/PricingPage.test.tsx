import { locationOf, PageLocationProvider } from '@estefania/shared';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { annualPriceCents, defaultSiteConfig, extras, formatEuros, minutePacks, plans } from '@estefania/shared';
import { estimateCosts } from '../features/calculator/costCalculator';
import { instalmentsCents } from '../features/plans/planTerms';
import { formatPerMinute } from '../features/plans/MinutePacks';
import { instalmentRows } from '../features/plans/PaymentOptions';
import { faq } from '../features/faq/content/faq';
import { annualSavingCents } from '../features/plans/content/plans';
import { pricingContent } from '../features/pricing/content/pricing';
import PricingPage from './PricingPage';

function renderPage() {
  return render(
    <PageLocationProvider value={locationOf('/')}>
      <PricingPage />
    </PageLocationProvider>,
  );
}

/** "16,34 € + 2 × 16,33 €", or "3 × 10 €" when the amount splits evenly. */
function instalmentText(cents: number): string {
  const [first, second] = instalmentsCents(cents);
  return first === second
    ? `${extras.instalments} × ${formatEuros(first!)}`
    : `${formatEuros(first!)} + ${extras.instalments - 1} × ${formatEuros(second!)}`;
}

const planCard = (name: string) => screen.getByRole('group', { name });

afterEach(() => vi.restoreAllMocks());

/** The catalogue's prices of extras, each of which the page shows. */
const extraPricesCents = [
  extras.extraCallCents,
  extras.whatsappIntegrationCents,
  extras.whatsappMaintenanceMonthlyCents,
  extras.crmIntegrationCents,
  extras.dedicatedNumberMonthlyCents,
  extras.dedicatedNumberYearlyCents,
];

/** Every euro amount the page may show, derived from the catalogue (and the calculator's first estimate). */
function amountsFromCatalogue(): Set<string> {
  const cents: number[] = [
    ...minutePacks.map((pack) => pack.priceCents),
    ...plans.flatMap((plan) =>
      plan.monthlyPriceCents === null
        ? []
        : [
            plan.monthlyPriceCents,
            plan.monthlyPriceCents * 12,
            annualPriceCents(plan.monthlyPriceCents),
            annualSavingCents(plan.monthlyPriceCents),
          ],
    ),
    ...plans.flatMap((plan) => plan.optionalFeatures.map((optional) => optional.priceCents)),
    ...extraPricesCents,
    ...instalmentRows.flatMap((row) => [row.cents, ...instalmentsCents(row.cents)]),
  ];
  const first = estimateCosts({ callsPerMonth: 60, minutesPerCall: 3 });
  for (const option of [first.packs, ...first.plans]) cents.push(option.subtotalCents, option.totalCents);
  for (const option of first.plans) cents.push(option.extraCallsCents);
  return new Set([...cents.map(formatEuros), ...minutePacks.map(formatPerMinute)]);
}

/** Euro amounts in each text node (cells and sentences are separate nodes, so numbers never run together). */
function amountsOnPage(): string[] {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const amounts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const match of (node.textContent ?? '').matchAll(/(?<![\d.,])\d{1,3}(?:\.\d{3})*(?:,\d+)?[ \u00a0]€/g)) {
      amounts.push(match[0].replace('\u00a0', ' '));
    }
  }
  return amounts;
}

describe('PricingPage: every amount comes from the catalogue', () => {
  it('shows no euro amount that the catalogue does not give, monthly or annual, and every catalogue price is shown', async () => {
    const user = userEvent.setup();
    renderPage();
    const allowed = amountsFromCatalogue();
    const monthly = amountsOnPage();
    await user.click(screen.getByRole('radio', { name: /Anual/ }));
    const annual = amountsOnPage();
    const shown = new Set([...monthly, ...annual]);
    expect(monthly.length).toBeGreaterThan(40);
    expect([...shown].filter((amount) => !allowed.has(amount))).toEqual([]);
    for (const price of [
      ...minutePacks.map((pack) => pack.priceCents),
      ...plans.flatMap((plan) => (plan.monthlyPriceCents === null ? [] : [plan.monthlyPriceCents])),
      ...extraPricesCents,
    ]) {
      expect(shown, formatEuros(price)).toContain(formatEuros(price));
    }
  });
});

describe('PricingPage: free trial', () => {
  it('starts the onboarding in free-trial mode, for the plan the trial turns into', () => {
    renderPage();
    expect(screen.getByRole('link', { name: pricingContent.trialCta })).toHaveAttribute(
      'href',
      '/onboarding?product=prod_autonomo&plan=Aut%C3%B3nomo&trial=1',
    );
    // The paid plan buttons are unchanged.
    expect(screen.getByRole('link', { name: 'Elegir Autónomo' })).toHaveAttribute(
      'href',
      '/onboarding?product=prod_autonomo&plan=Aut%C3%B3nomo',
    );
    expect(pricingContent.trialCta).toContain(`${extras.trialMinutes} minutos`);
  });
});

describe('PricingPage: minute packs', () => {
  it('shows every pack at its catalogue price with its checkout link in a new tab', () => {
    renderPage();
    for (const pack of minutePacks) {
      const card = screen.getByTestId(`pack-${pack.minutes}`);
      expect(within(card).getByRole('heading', { name: `${pack.minutes} minutos` })).toBeInTheDocument();
      expect(card).toHaveTextContent(formatEuros(pack.priceCents));
      const link = within(card).getByRole('link', { name: `Comprar ${pack.minutes} minutos (se abre en una pestaña nueva)` });
      expect(link).toHaveAttribute('href', defaultSiteConfig.packCheckoutLinks[String(pack.minutes) as '50']);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      for (const feature of pack.features) expect(card).toHaveTextContent(feature);
    }
    expect(screen.getByTestId('pack-100')).toHaveTextContent('Más popular');
    expect(screen.getByTestId('pack-50')).not.toHaveTextContent('Más popular');
    expect(screen.getByTestId('pack-50')).toHaveTextContent('0,58 € por minuto');
    expect(screen.getByTestId('pack-1000')).toHaveTextContent('0,299 € por minuto');
  });

  it('lists the payment methods and the three interest-free instalments of each pack', () => {
    renderPage();
    const methods = screen.getByRole('list', { name: 'Formas de pago' });
    expect(
      within(methods)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Visa', 'PayPal', 'Mastercard', 'Domiciliación SEPA', 'Transferencia SEPA', 'Apple Pay', 'Google Pay']);
    const table = screen.getByRole('table', { name: /Importe de cada uno de los 3 plazos/ });
    for (const pack of minutePacks) {
      const parts = instalmentsCents(pack.priceCents);
      expect(parts.reduce((sum, part) => sum + part, 0)).toBe(pack.priceCents);
      const row = within(table).getByRole('row', { name: new RegExp(`Pack de ${pack.minutes} minutos`) });
      expect(row).toHaveTextContent(instalmentText(pack.priceCents));
      expect(row).toHaveTextContent(formatEuros(pack.priceCents));
    }
    for (const plan of plans.filter((candidate) => candidate.monthlyPriceCents !== null)) {
      const yearly = annualPriceCents(plan.monthlyPriceCents!);
      const row = within(table).getByRole('row', { name: new RegExp(`Plan ${plan.name}, un año`) });
      expect(row).toHaveTextContent(formatEuros(yearly));
      expect(row).toHaveTextContent(instalmentText(yearly));
    }
  });
});

describe('PricingPage: monthly plans', () => {
  it('shows each plan with its catalogue price, calls, features and optional features', () => {
    renderPage();
    for (const plan of plans) {
      const card = planCard(plan.name);
      expect(card).toHaveTextContent(plan.description);
      expect(card).toHaveTextContent(plan.callsLabel);
      expect(card).toHaveTextContent('Minutos ilimitados por llamada');
      if (plan.monthlyPriceCents !== null) expect(card).toHaveTextContent(`${formatEuros(plan.monthlyPriceCents)}/mes`);
      else expect(card).toHaveTextContent('A medida');
      for (const feature of plan.features) expect(card).toHaveTextContent(feature);
      for (const optional of plan.optionalFeatures)
        expect(card).toHaveTextContent(`${optional.name}: ${formatEuros(optional.priceCents)}`);
    }
    expect(planCard('PYME')).toHaveTextContent('Popular');
  });

  it('sends the paid plans to /onboarding with the product id and plan name, Enterprise to the scheduling link', () => {
    renderPage();
    expect(within(planCard('Autónomo')).getByRole('link', { name: 'Elegir Autónomo' })).toHaveAttribute(
      'href',
      '/onboarding?product=prod_autonomo&plan=Aut%C3%B3nomo',
    );
    expect(within(planCard('PYME')).getByRole('link', { name: 'Elegir PYME' })).toHaveAttribute(
      'href',
      '/onboarding?product=prod_pyme&plan=PYME',
    );
    expect(within(planCard('Empresa')).getByRole('link', { name: 'Elegir Empresa' })).toHaveAttribute(
      'href',
      '/onboarding?product=prod_empresa&plan=Empresa',
    );
    const enterprise = within(planCard('Enterprise')).getByRole('link', { name: /Hablar con ventas/ });
    expect(enterprise).toHaveAttribute('href', defaultSiteConfig.schedulingUrl);
    expect(enterprise).toHaveAttribute('target', '_blank');
    expect(enterprise).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('switches every plan price between monthly and annual (two months free)', async () => {
    const user = userEvent.setup();
    renderPage();
    const monthly = screen.getByRole('radio', { name: 'Mensual' });
    const annual = screen.getByRole('radio', { name: /Anual/ });
    expect(monthly).toBeChecked();
    await user.click(annual);
    expect(annual).toBeChecked();
    for (const plan of plans.filter((candidate) => candidate.monthlyPriceCents !== null)) {
      const price = within(planCard(plan.name)).getByTestId('plan-price');
      expect(price).toHaveTextContent(`${formatEuros(annualPriceCents(plan.monthlyPriceCents!))}/año`);
      expect(planCard(plan.name)).toHaveTextContent(
        `ahorras ${formatEuros(plan.monthlyPriceCents! * extras.annualFreeMonths)} al año`,
      );
    }
    await user.click(monthly);
    expect(within(planCard('PYME')).getByTestId('plan-price')).toHaveTextContent(`${formatEuros(13900)}/mes`);
  });

  it('shows the feature gating of spec §6', () => {
    renderPage();
    const table = screen.getByRole('table', { name: 'Funciones según el plan' });
    const ownNumber = within(table).getByRole('row', { name: /Integración de tu propio número/ });
    expect(
      within(ownNumber)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['No disponible', 'No disponible', 'Pago único', 'Incluido']);
    expect(within(table).getByRole('row', { name: /Llamadas salientes/ })).toHaveTextContent('Estados Unidos');
  });
});

describe('PricingPage: contact, FAQ and closing call to action', () => {
  it('offers the scheduling link and a mailto to support', () => {
    renderPage();
    const box = screen.getByRole('region', { name: '¿Necesitas algo a medida?' });
    const schedule = within(box).getByRole('link', {
      name: 'Reservar una llamada con ventas (se abre en una pestaña nueva)',
    });
    expect(schedule).toHaveAttribute('href', defaultSiteConfig.schedulingUrl);
    expect(schedule).toHaveAttribute('target', '_blank');
    expect(schedule).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(box).getByRole('link', { name: /Escribir a soporte/ })).toHaveAttribute(
      'href',
      `mailto:${defaultSiteConfig.supportEmail}`,
    );
  });

  it('has about 20 questions, closed until opened', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(faq.length).toBeGreaterThanOrEqual(18);
    const question = screen.getByText('¿Cuánto cuesta una llamada extra?');
    const details = question.closest('details')!;
    expect(details.open).toBe(false);
    await user.click(question);
    expect(details.open).toBe(true);
    expect(details).toHaveTextContent(formatEuros(extras.extraCallCents));
  });

  it('links answers to the calculator and to the privacy policy and DPA', () => {
    renderPage();
    const extraCall = screen.getByText('¿Cuánto cuesta una llamada extra?').closest('details')!;
    expect(within(extraCall).getByRole('link', { name: 'Ir a la calculadora' })).toHaveAttribute('href', '#calculadora');
    expect(document.getElementById('calculadora')).not.toBeNull();
    const data = screen.getByText('¿Dónde se guardan mis datos? ¿Cumplís el RGPD?').closest('details')!;
    expect(within(data).getByRole('link', { name: 'Política de Privacidad' })).toHaveAttribute('href', '/privacy');
    expect(within(data).getByRole('link', { name: 'Acuerdo de tratamiento de datos (DPA)' })).toHaveAttribute('href', '/dpa');
  });

  it('covers every topic the issue lists with catalogue numbers', () => {
    const text = faq.map((item) => `${item.question} ${item.answer.join(' ')}`).join('\n');
    for (const fact of [
      `${extras.trialMinutes} minutos`,
      `Autónomo por ${formatEuros(5900)}`,
      'se renuevan automáticamente',
      'final del periodo',
      'prorratean',
      'tres opciones',
      formatEuros(extras.extraCallCents),
      'de por vida',
      `${extras.extraLanguages} idiomas`,
      'Conservas tu número',
      `${formatEuros(extras.dedicatedNumberMonthlyCents)} al mes o ${formatEuros(extras.dedicatedNumberYearlyCents)} al año`,
      `${formatEuros(extras.whatsappIntegrationCents)} de pago único más ${formatEuros(extras.whatsappMaintenanceMonthlyCents)} al mes`,
      `${extras.whatsappMessagesPerDay} mensajes al día`,
      formatEuros(extras.crmIntegrationCents),
      `${extras.annualFreeMonths} meses gratis`,
      'desde PYME',
      'Estados Unidos',
      'Unión Europea',
      'RGPD',
    ]) {
      expect(text).toContain(fact);
    }
  });

  it('the closing call to action scrolls to the top and focuses the h1', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Elegir mi opción' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('jumps without animation when the visitor prefers reduced motion', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    try {
      renderPage();
      fireEvent.click(screen.getByRole('button', { name: 'Elegir mi opción' }));
      expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('PricingPage: structured data', () => {
  function blocks(container: HTMLElement) {
    return [...container.ownerDocument.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
    );
  }

  it('describes a SoftwareApplication with each priced plan and each minute pack as a EUR Offer', () => {
    const { container } = renderPage();
    const data = blocks(container).find((block) => block['@type'] === 'SoftwareApplication') as {
      offers: { name: string; price: string; priceCurrency: string }[];
    };
    expect(data.offers.map((offer) => [offer.name, offer.price, offer.priceCurrency])).toEqual([
      ...plans
        .filter((plan) => plan.monthlyPriceCents !== null)
        .map((plan) => [`Plan ${plan.name}`, (plan.monthlyPriceCents! / 100).toFixed(2), 'EUR']),
      ...minutePacks.map((pack) => [`Pack de ${pack.minutes} minutos`, (pack.priceCents / 100).toFixed(2), 'EUR']),
    ]);
  });

  it('publishes the FAQ as FAQPage, each question with the answer the page shows', () => {
    const { container } = renderPage();
    const data = blocks(container).find((block) => block['@type'] === 'FAQPage') as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(data.mainEntity.map((question) => question.name)).toEqual(faq.map((item) => item.question));
    expect(data.mainEntity[0]?.acceptedAnswer.text).toBe(faq[0]?.answer.join(' '));
  });
});
