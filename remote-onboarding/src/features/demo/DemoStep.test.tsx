import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ONBOARDING_DRAFT_KEY } from '@estefania/shared';
import { configureSite } from '@estefania/shared/config';
import { type DemoData } from '@estefania/shared/webhooks';
import { browserNavigation } from '../../components/navigation';
import { demoAnswer, measuredEvents, withShell } from '../../testing';
import type { ContactValues } from '../checkout/contact';
import type { CheckoutMode } from '../checkout/usePlanChoice';
import { DemoStep } from './DemoStep';

const empty: ContactValues = { firstName: '', lastName: '', phone: '', email: '' };
const filled: ContactValues = {
  firstName: 'Lucía',
  lastName: 'Martín García',
  phone: '+34 612 345 678',
  email: 'lucia@laespiga.es',
};

let assign: MockInstance<(url: string) => void>;
let replaceAddress: MockInstance<(path: string) => void>;

beforeEach(() => {
  assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
  replaceAddress = vi.spyOn(browserNavigation, 'replaceAddress').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  configureSite(undefined);
  vi.restoreAllMocks();
});

function renderStep(
  options: {
    demo?: DemoData | null;
    productId?: string;
    planName?: string;
    initial?: ContactValues;
    mode?: CheckoutMode;
  } = {},
) {
  render(
    withShell(
      <DemoStep
        demo={options.demo === undefined ? demoAnswer : options.demo}
        productId={options.productId ?? 'prod_pyme'}
        planName={options.planName ?? 'PYME'}
        initial={options.initial ?? filled}
        mode={options.mode}
      />,
    ),
  );
}

const install = () => fireEvent.click(screen.getByRole('button', { name: 'Instalar mi recepcionista' }));
const savedDraft = () => window.localStorage.getItem(ONBOARDING_DRAFT_KEY);

describe('DemoStep', () => {
  it('shows what the demo learned, both players and the four labelled fields', () => {
    renderStep();
    expect(screen.getByText('Panadería La Espiga')).toBeInTheDocument();
    expect(screen.getByText('Pan de masa madre y bollería en Valladolid.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Saludo inicial' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Mensaje principal' })).toBeInTheDocument();
    for (const label of ['Nombre', 'Apellidos', 'Teléfono', 'Email de empresa']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByText('PYME')).toBeInTheDocument();
  });

  it('asks for every field: "Por favor complete todos los campos", on the empty ones, saving nothing', () => {
    renderStep({ initial: { ...empty, firstName: 'Lucía', email: 'lucia@laespiga.es' } });
    install();
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor complete todos los campos');
    expect(screen.getByLabelText('Apellidos')).toHaveFocus();
    expect(screen.getByLabelText('Apellidos')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Teléfono')).toHaveAccessibleDescription('Por favor complete todos los campos');
    expect(screen.getByLabelText('Nombre')).not.toHaveAttribute('aria-invalid');
    expect(savedDraft()).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('counts blanks as empty', () => {
    renderStep({ initial: { ...filled, phone: '   ' } });
    install();
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor complete todos los campos');
  });

  it('without demo data: "Error: datos de demostración no disponibles"', () => {
    renderStep({ demo: null });
    install();
    expect(screen.getByRole('alert')).toHaveTextContent('Error: datos de demostración no disponibles');
    expect(savedDraft()).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([[''], ['prod_desconocido']])('with product id "%s": "Error: Plan no válido" and a way to the plans', (productId) => {
    renderStep({ productId, planName: '' });
    install();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error: Plan no válido');
    expect(alert).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Ver los planes' })).toHaveAttribute('href', '/precios');
    expect(savedDraft()).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('lets a visitor without a plan pick one right there and go on to pay it', () => {
    renderStep({ productId: '', planName: '' });
    const picker = screen.getByRole('group', { name: 'Elige tu plan' });
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Autónomo: 59 € al mes, hasta 40 llamadas al mes',
      'PYME: 139 € al mes, hasta 100 llamadas al mes',
      'Empresa: 299 € al mes, hasta 250 llamadas al mes',
    ]);
    expect(picker).toBeInTheDocument();
    install();
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Plan no válido');
    expect(picker).toHaveAccessibleDescription(expect.stringContaining('Error: Plan no válido'));
    fireEvent.click(screen.getByRole('radio', { name: /^Empresa/ }));
    // Picking the plan answers the message, which goes away.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Empresa', { selector: 'strong' })).toBeInTheDocument();
    install();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(JSON.parse(savedDraft() ?? '{}')).toMatchObject({ productId: 'prod_empresa', planName: 'Empresa' });
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/\/checkout\/prod_empresa\?prefilled_email=lucia%40laespiga\.es&/));
  });

  it('shows no plan choice when the link already brought a valid plan', () => {
    renderStep();
    expect(screen.queryByRole('group', { name: 'Elige tu plan' })).not.toBeInTheDocument();
    expect(screen.getByText('PYME')).toBeInTheDocument();
  });

  it('refuses an email or phone the account could not be created with', () => {
    renderStep({ initial: { ...filled, email: 'lucia@' } });
    install();
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor ingrese un email válido');
    expect(screen.getByLabelText('Email de empresa')).toHaveFocus();
    fireEvent.change(screen.getByLabelText('Email de empresa'), { target: { value: 'lucia@laespiga.es' } });
    fireEvent.change(screen.getByLabelText('Teléfono'), { target: { value: '12' } });
    install();
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor ingrese un teléfono válido');
    expect(assign).not.toHaveBeenCalled();
  });

  it('saves the draft and sends the browser to the plan payment link with email and demo id', () => {
    renderStep({ initial: { ...filled, email: ' lucia+alta@laespiga.es ' } });
    install();
    expect(JSON.parse(savedDraft() ?? 'null')).toEqual({
      firstName: 'Lucía',
      lastName: 'Martín García',
      phone: '+34 612 345 678',
      email: 'lucia+alta@laespiga.es',
      demoData: demoAnswer,
      productId: 'prod_pyme',
      planName: 'PYME',
    });
    expect(assign).toHaveBeenCalledTimes(1);
    const url = new URL(String(assign.mock.calls[0]?.[0]));
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:8787/checkout/prod_pyme');
    expect(url.searchParams.get('prefilled_email')).toBe('lucia+alta@laespiga.es');
    expect(url.searchParams.get('client_reference_id')).toBe('demo-1');
    expect(String(assign.mock.calls[0]?.[0])).toContain('prefilled_email=lucia%2Balta%40laespiga.es');
    // Leaving: a second click sends nothing more.
    install();
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('leaves /onboarding without the plan query behind, so Back from the payment page resumes the draft', () => {
    renderStep();
    install();
    expect(replaceAddress).toHaveBeenCalledExactlyOnceWith('/onboarding');
    expect(replaceAddress.mock.invocationCallOrder[0]).toBeLessThan(assign.mock.invocationCallOrder[0] ?? 0);
  });

  it('lets the visitor install again when Back restores the page from the browser cache', () => {
    renderStep();
    install();
    expect(screen.getByRole('button', { name: 'Instalar mi recepcionista' })).toBeDisabled();
    const restored = new Event('pageshow');
    Object.defineProperty(restored, 'persisted', { value: true });
    act(() => {
      window.dispatchEvent(restored);
    });
    expect(screen.getByRole('button', { name: 'Instalar mi recepcionista' })).toBeEnabled();
    install();
    expect(assign).toHaveBeenCalledTimes(2);
  });

  it('keeps the query a configured payment link already has, and names the plan from the catalogue', () => {
    configureSite({ plans: { empresa: { productId: 'price_emp', paymentLink: 'https://pagos.example.es/b/abc?locale=es' } } });
    renderStep({ productId: 'price_emp', planName: '' });
    install();
    const url = new URL(String(assign.mock.calls[0]?.[0]));
    expect(url.origin + url.pathname).toBe('https://pagos.example.es/b/abc');
    expect(url.searchParams.get('locale')).toBe('es');
    expect(url.searchParams.get('client_reference_id')).toBe('demo-1');
    expect(JSON.parse(savedDraft() ?? 'null')).toMatchObject({ productId: 'price_emp', planName: 'Empresa' });
  });
});

describe('DemoStep: free trial (#15)', () => {
  const activate = () => fireEvent.click(screen.getByRole('button', { name: 'Activar mi prueba' }));

  it('states the trial and what follows it before activating, with no plan to pay and no card', () => {
    renderStep({ mode: 'trial', productId: 'prod_autonomo', planName: 'Autónomo' });
    const terms = screen.getByRole('region', { name: 'Tu prueba gratuita' });
    expect(terms).toHaveTextContent('Prueba gratuita: 25 minutos, 0 € hoy, sin tarjeta.');
    expect(terms).toHaveTextContent(
      'Cuando gastes los 25 minutos o termine el periodo de prueba, tu cuenta pasa al plan Autónomo por 59 € al mes, salvo que la canceles antes.',
    );
    expect(terms).toHaveTextContent('Hay una sola prueba gratuita por cliente');
    expect(screen.getByText('Con estos datos creamos tu cuenta de prueba. No te pediremos ninguna tarjeta.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Elige tu plan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Instalar mi recepcionista' })).not.toBeInTheDocument();
  });

  it('saves a trial draft and goes to the trial link, never a payment link, with email and demo id', () => {
    renderStep({ mode: 'trial', productId: 'prod_pyme', planName: 'PYME' });
    activate();
    expect(JSON.parse(savedDraft() ?? 'null')).toMatchObject({
      email: 'lucia@laespiga.es',
      productId: 'prod_autonomo',
      planName: 'Autónomo',
      trial: true,
    });
    const url = new URL(String(assign.mock.calls[0]?.[0]));
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:8787/trial');
    expect(url.searchParams.get('prefilled_email')).toBe('lucia@laespiga.es');
    expect(url.searchParams.get('client_reference_id')).toBe('demo-1');
    expect(replaceAddress).toHaveBeenCalledExactlyOnceWith('/onboarding');
  });

  it('goes to the trial link of the config', () => {
    configureSite({ trialLink: 'https://n8n.example.es/webhook/prueba?origen=web' });
    renderStep({ mode: 'trial' });
    activate();
    const url = new URL(String(assign.mock.calls[0]?.[0]));
    expect(url.origin + url.pathname).toBe('https://n8n.example.es/webhook/prueba');
    expect(url.searchParams.get('origen')).toBe('web');
  });

  it('lets a trial visitor choose a paid plan instead, keeping the demo and the data typed', () => {
    renderStep({ mode: 'trial', initial: { ...filled, phone: '+34 699 111 222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Prefiero elegir un plan de pago' }));
    expect(screen.queryByRole('region', { name: 'Tu prueba gratuita' })).not.toBeInTheDocument();
    const picker = screen.getByRole('group', { name: 'Elige tu plan' });
    expect(picker).toHaveFocus();
    expect(picker).toHaveTextContent('tu demo y tus datos se mantienen');
    expect(screen.getByLabelText('Teléfono')).toHaveValue('+34 699 111 222');
    fireEvent.click(screen.getByRole('radio', { name: /^PYME/ }));
    install();
    const draft = JSON.parse(savedDraft() ?? 'null') as Record<string, unknown>;
    expect(draft).toMatchObject({ productId: 'prod_pyme', planName: 'PYME' });
    expect(draft).not.toHaveProperty('trial');
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^http:\/\/localhost:8787\/checkout\/prod_pyme\?/));
  });

  it('back from a refused trial, asks for the plan to go on with', () => {
    renderStep({ mode: 'after-trial', productId: '', planName: '' });
    expect(screen.getByRole('group', { name: 'Elige tu plan' })).toHaveTextContent('tu demo y tus datos se mantienen');
    expect(screen.getByRole('group', { name: 'Elige tu plan' })).not.toHaveFocus();
    expect(screen.getByRole('button', { name: 'Instalar mi recepcionista' })).toBeInTheDocument();
  });
});

describe('DemoStep: what the demo learned (#17)', () => {
  const term = (name: string) => screen.getByText(name, { selector: 'dt' });
  const definitionOf = (name: string) => term(name).nextElementSibling;

  it('shows the name, what the business does and its sector, and why the demo sounds like it does', () => {
    renderStep({ demo: { ...demoAnswer, company_sector: 'comercio-minorista', site_read: true } });
    expect(definitionOf('Empresa')).toHaveTextContent('Panadería La Espiga');
    expect(definitionOf('A qué se dedica')).toHaveTextContent('Pan de masa madre y bollería en Valladolid.');
    expect(definitionOf('Sector')).toHaveTextContent('Comercio minorista');
    expect(
      screen.getByText('Por eso la demo termina ofreciendo lo que suelen pedir quienes llaman a un negocio como el tuyo.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('says so when the sector could not be told, without inventing one', () => {
    renderStep({ demo: { ...demoAnswer, company_sector: null, site_read: true } });
    expect(definitionOf('Sector')).toHaveTextContent('Sin identificar: la demo termina con un mensaje general.');
    expect(screen.queryByText(/Por eso la demo termina/)).not.toBeInTheDocument();
  });

  it('tells the visitor in Spanish that the site could not be read and the demo is generic, never a made-up description', () => {
    renderStep({
      demo: {
        ...demoAnswer,
        company_name: 'Panadería López',
        company_description: '',
        company_sector: 'comercio-minorista',
        site_read: false,
      },
    });
    const note = screen.getByRole('note', { name: 'No hemos podido leer tu web' });
    expect(note).toHaveTextContent('Por eso esta demo es genérica');
    expect(definitionOf('A qué se dedica')).toHaveTextContent('Todavía no lo sabemos: no hemos podido leer tu web.');
    expect(screen.queryByText(/ha aprendido de tu web/)).not.toBeInTheDocument();
    expect(definitionOf('Empresa')).toHaveTextContent('Panadería López');
  });

  it('shows an unknown sector slug as no sector, and no sector row at all for an older server', () => {
    renderStep({ demo: { ...demoAnswer, company_sector: 'astronautas' } });
    expect(definitionOf('Sector')).toHaveTextContent('Sin identificar');
    cleanup();
    renderStep({ demo: demoAnswer });
    expect(screen.queryByText('Sector', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByText(/ha aprendido de tu web/)).toBeInTheDocument();
  });
});

describe('DemoStep: what it measures', () => {
  beforeEach(() => measuredEvents());

  it('the contact sent, with the plan picked in place, just before leaving for the payment page', () => {
    renderStep({ productId: '', planName: '' });
    install();
    expect(measuredEvents()).toEqual([]);
    fireEvent.click(screen.getByRole('radio', { name: /^Autónomo/ }));
    assign.mockImplementation(() => {
      expect(measuredEvents()).toEqual([{ type: 'contact_submitted', plan: 'autonomo' }]);
    });
    install();
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('a free trial\'s contact as the plan "trial", not the plan it turns into', () => {
    renderStep({ mode: 'trial', productId: 'prod_autonomo', planName: 'Autónomo' });
    assign.mockImplementation(() => {
      expect(measuredEvents()).toEqual([{ type: 'contact_submitted', plan: 'trial' }]);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Activar mi prueba' }));
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('how much of each clip was heard, with the plan', () => {
    let heard = 0;
    vi.spyOn(HTMLMediaElement.prototype, 'played', 'get').mockImplementation(() => ({
      length: 1,
      start: () => 0,
      end: () => heard,
    }));
    renderStep();
    const message = screen.getByRole('group', { name: 'Mensaje principal' }).querySelector('audio') as HTMLAudioElement;
    heard = 4.26;
    act(() => {
      message.dispatchEvent(new Event('pause'));
    });
    expect(measuredEvents()).toEqual([{ type: 'demo_played', plan: 'pyme', clip: 'message', secondsHeard: 4.3 }]);
  });
});
