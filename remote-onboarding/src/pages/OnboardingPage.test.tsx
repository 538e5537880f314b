import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drainEvents, ONBOARDING_DRAFT_KEY } from '@estefania/shared';
import { sampleOnboardingDraft as draft } from '@estefania/shared/testing';
import { CREATE_DEMO_TIMEOUT_MS } from '@estefania/shared/http';
import {
  demoAnswer,
  deferredFetch,
  hangingFetch,
  jsonResponse,
  measuredEvents,
  renderAt,
  sentBody,
  sentUrl,
  settle,
  toastTitles,
} from '../testing';
import OnboardingPage from './OnboardingPage';

const withPlan = '/onboarding?product=prod_pyme&plan=PYME';

function steps() {
  return within(screen.getByRole('list', { name: 'Pasos del alta' })).getAllByRole('listitem');
}

function fillStep1(website = 'panaderialaespiga.es') {
  fireEvent.change(screen.getByLabelText('Sitio web de tu empresa'), { target: { value: website } });
  fireEvent.change(screen.getByLabelText('Nombre y apellidos'), { target: { value: 'Lucía Martín García' } });
  fireEvent.change(screen.getByLabelText('Email de empresa'), { target: { value: 'lucia@laespiga.es' } });
}

function save() {
  fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
}

const overlay = () => screen.queryByTestId('loading-overlay');

beforeEach(() => {
  drainEvents();
  measuredEvents();
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup(); // before the media stubs go
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('OnboardingPage: layout and draft rules', () => {
  it('shows its heading, the four steps with the first current, and the legal links', async () => {
    await renderAt(withPlan, <OnboardingPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Crea tu recepcionista con IA');
    expect(steps()).toHaveLength(4);
    expect(steps()[0]).toHaveAttribute('aria-current', 'step');
    const legal = screen.getByRole('navigation', { name: 'Información legal' });
    expect(within(legal).getByRole('link', { name: 'Política de Privacidad' })).toHaveAttribute('href', '/privacy');
    expect(within(legal).getByRole('link', { name: 'Términos de servicio' })).toHaveAttribute('href', '/legal');
    expect(within(legal).getByRole('link', { name: 'Política de cookies' })).toHaveAttribute('href', '/cookies');
  });

  it('deletes the saved draft when a plan comes in the query, and stays at step 1', async () => {
    window.localStorage.setItem(ONBOARDING_DRAFT_KEY, JSON.stringify(draft));
    await renderAt('/onboarding?product=prod_empresa&plan=Empresa', <OnboardingPage />);
    expect(window.localStorage.getItem(ONBOARDING_DRAFT_KEY)).toBeNull();
    expect(drainEvents()).toEqual([]);
    expect(screen.getByLabelText('Sitio web de tu empresa')).toBeInTheDocument();
  });

  it.each([['/onboarding?product=prod_pyme'], ['/onboarding?plan=PYME']])(
    'deletes the saved draft when only the product or only the plan comes in the query (%s)',
    async (path) => {
      window.localStorage.setItem(ONBOARDING_DRAFT_KEY, JSON.stringify(draft));
      await renderAt(path, <OnboardingPage />);
      expect(window.localStorage.getItem(ONBOARDING_DRAFT_KEY)).toBeNull();
      expect(drainEvents()).toEqual([]);
      expect(steps()[0]).toHaveAttribute('aria-current', 'step');
    },
  );

  it('resumes a saved draft without query at step 3 with its fields restored and one info toast', async () => {
    window.localStorage.setItem(ONBOARDING_DRAFT_KEY, JSON.stringify(draft));
    await renderAt('/onboarding', <OnboardingPage />);
    expect(await screen.findByText('Clínica Martín')).toBeInTheDocument();
    expect(steps()[2]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByLabelText('Nombre')).toHaveValue('Lucía');
    expect(screen.getByLabelText('Apellidos')).toHaveValue('Martín');
    expect(screen.getByLabelText('Teléfono')).toHaveValue('+34 612 345 678');
    expect(screen.getByLabelText('Email de empresa')).toHaveValue('lucia@clinicamartin.es');
    expect(drainEvents()).toEqual([
      expect.objectContaining({ type: 'toast', level: 'info', title: 'Puedes completar tu compra cuando estés listo' }),
    ]);
  });

  it('ignores a corrupted draft', async () => {
    window.localStorage.setItem(ONBOARDING_DRAFT_KEY, '{"firstName":');
    await renderAt('/onboarding', <OnboardingPage />);
    expect(drainEvents()).toEqual([]);
    expect(window.localStorage.getItem(ONBOARDING_DRAFT_KEY)).toBeNull();
    expect(steps()[0]).toHaveAttribute('aria-current', 'step');
  });
});

describe('OnboardingPage: free trial (#15)', () => {
  const trialLink = '/onboarding?product=prod_autonomo&plan=Aut%C3%B3nomo&trial=1';
  const trialDraft = { ...draft, productId: 'prod_autonomo', planName: 'Autónomo', trial: true };

  it('says from step 1 that this is the free trial, and starts afresh like any plan link', async () => {
    window.localStorage.setItem(ONBOARDING_DRAFT_KEY, JSON.stringify(draft));
    await renderAt(trialLink, <OnboardingPage />);
    expect(screen.getByText('Prueba gratuita: 25 minutos, 0 € hoy, sin tarjeta.')).toBeInTheDocument();
    expect(window.localStorage.getItem(ONBOARDING_DRAFT_KEY)).toBeNull();
    expect(steps()[0]).toHaveAttribute('aria-current', 'step');
  });

  it('makes the demo for the plan the trial turns into and goes on to activate the trial', async () => {
    const fetch = vi.fn(() => Promise.resolve(jsonResponse(demoAnswer)));
    vi.stubGlobal('fetch', fetch);
    await renderAt(trialLink, <OnboardingPage />);
    fillStep1();
    await settle(save);
    expect(sentBody(fetch)).toMatchObject({ product_id: 'prod_autonomo', plan_name: 'Autónomo' });
    expect(await screen.findByRole('region', { name: 'Tu prueba gratuita' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activar mi prueba' })).toBeInTheDocument();
  });

  it('resumes a saved trial draft as a trial, with a toast that does not speak of a purchase', async () => {
    window.localStorage.setItem(ONBOARDING_DRAFT_KEY, JSON.stringify(trialDraft));
    await renderAt('/onboarding', <OnboardingPage />);
    expect(await screen.findByRole('button', { name: 'Activar mi prueba' })).toBeInTheDocument();
    expect(screen.getByText('Prueba gratuita: 25 minutos, 0 € hoy, sin tarjeta.')).toBeInTheDocument();
    expect(drainEvents()).toEqual([
      expect.objectContaining({ level: 'info', title: 'Puedes activar tu prueba gratuita cuando estés listo' }),
    ]);
  });

  it('back from a refused trial (trial=0): the same demo and data, and the choice of a paid plan', async () => {
    window.localStorage.setItem(ONBOARDING_DRAFT_KEY, JSON.stringify(trialDraft));
    await renderAt('/onboarding?trial=0', <OnboardingPage />);
    expect(await screen.findByText('Clínica Martín')).toBeInTheDocument();
    expect(window.localStorage.getItem(ONBOARDING_DRAFT_KEY)).not.toBeNull();
    expect(screen.getByRole('group', { name: 'Elige tu plan' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tu prueba gratuita' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Teléfono')).toHaveValue('+34 612 345 678');
    expect(screen.getByRole('button', { name: 'Instalar mi recepcionista' })).toBeInTheDocument();
  });
});

describe('OnboardingPage: step 1', () => {
  it('shows every validation message next to its field and focuses the first invalid one, sending nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await renderAt(withPlan, <OnboardingPage />);
    save();
    const website = screen.getByLabelText('Sitio web de tu empresa');
    expect(website).toHaveAccessibleDescription(expect.stringContaining('Por favor ingrese un sitio web'));
    expect(website).toHaveAttribute('aria-invalid', 'true');
    expect(website).toHaveFocus();
    expect(screen.getByLabelText('Nombre y apellidos')).toHaveAccessibleDescription('Por favor ingrese su nombre y apellidos');
    expect(screen.getByLabelText('Email de empresa')).toHaveAccessibleDescription('Por favor ingrese su email de empresa');
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.change(website, { target: { value: 'laespiga.es' } });
    save();
    expect(screen.queryByText('Por favor ingrese un sitio web')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Nombre y apellidos')).toHaveFocus();
    fireEvent.change(screen.getByLabelText('Nombre y apellidos'), { target: { value: 'Lucía' } });
    save();
    expect(screen.getByLabelText('Email de empresa')).toHaveFocus();
    expect(screen.getByText('Por favor ingrese su email de empresa')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a website that is not an address', async () => {
    vi.stubGlobal('fetch', vi.fn());
    await renderAt(withPlan, <OnboardingPage />);
    fillStep1('no es una web');
    save();
    expect(screen.getByText('Por favor ingrese un sitio web válido, por ejemplo tuempresa.es')).toBeInTheDocument();
  });

  it('prepends https:// and posts create-demo with exactly the spec keys', async () => {
    const fetch = vi.fn(() => Promise.resolve(jsonResponse(demoAnswer)));
    vi.stubGlobal('fetch', fetch);
    await renderAt(withPlan, <OnboardingPage />);
    fillStep1('panaderialaespiga.es');
    await settle(save);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sentUrl(fetch)).toBe('http://localhost:8787/webhooks/create-demo');
    expect(sentBody(fetch)).toEqual({
      customer_website: 'https://panaderialaespiga.es',
      customer_language: 'es',
      product_id: 'prod_pyme',
      plan_name: 'PYME',
    });
  });

  it('keeps an http:// website as typed and sends empty plan fields without a plan', async () => {
    const fetch = vi.fn(() => Promise.resolve(jsonResponse(demoAnswer)));
    vi.stubGlobal('fetch', fetch);
    await renderAt('/onboarding', <OnboardingPage />);
    fillStep1('http://laespiga.es');
    await settle(save);
    expect(sentBody(fetch)).toEqual({
      customer_website: 'http://laespiga.es',
      customer_language: 'es',
      product_id: '',
      plan_name: '',
    });
  });

  it('shows the phase-1 overlay texts at 0, 3, 6 and 8 s and cannot send twice', async () => {
    vi.useFakeTimers();
    const pending = deferredFetch();
    vi.stubGlobal('fetch', pending.fetch);
    await renderAt(withPlan, <OnboardingPage />);
    fillStep1();
    await settle(save);
    const status = within(overlay() as HTMLElement).getByRole('status');
    expect(status).toHaveTextContent('Creando tu EstefanIA...');
    expect(overlay()).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Creando tu EstefanIA...' })).toBe(overlay());
    // Tab stays on the overlay instead of reaching the page underneath.
    expect(fireEvent.keyDown(overlay() as HTMLElement, { key: 'Tab' })).toBe(false);
    expect(screen.getByRole('button', { name: 'Guardar', hidden: true })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(2_999));
    expect(status).toHaveTextContent('Creando tu EstefanIA...');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(status).toHaveTextContent('Tomando nota de tu website');
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(status).toHaveTextContent('Grabando tu saludo de bienvenida...');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(status).toHaveTextContent('Preparando guiones con la voz de tu marca...');
    // A second submit while it runs sends nothing.
    fireEvent.submit(screen.getByRole('button', { name: 'Guardar', hidden: true }).closest('form') as HTMLFormElement);
    expect(pending.fetch).toHaveBeenCalledTimes(1);

    await settle(() => pending.answer(jsonResponse(demoAnswer)));
    expect(overlay()).toBeNull();
  });

  it('on ok: success toast, overlay gone, step 3 with the demo and the name and email carried over', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(demoAnswer))),
    );
    await renderAt(withPlan, <OnboardingPage />);
    fillStep1();
    await settle(save);
    expect(overlay()).toBeNull();
    expect(toastTitles()).toEqual(['success: ¡Sitio web guardado exitosamente!']);
    expect(steps()[2]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('heading', { name: 'Escucha tu demo' })).toHaveFocus();
    expect(screen.getByText('Panadería La Espiga')).toBeInTheDocument();
    expect(screen.getByText('Pan de masa madre y bollería en Valladolid.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Saludo inicial' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Mensaje principal' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveValue('Lucía');
    expect(screen.getByLabelText('Apellidos')).toHaveValue('Martín García');
    expect(screen.getByLabelText('Email de empresa')).toHaveValue('lucia@laespiga.es');
    expect(screen.getByLabelText('Teléfono')).toHaveValue('');
  });

  it.each([
    [
      'a 500 answer',
      () => Promise.resolve(jsonResponse({ error: { message: 'Fallo' } }, 500)),
      'error: Error al guardar el sitio web.',
      'No hemos podido preparar la demo con esa web. Comprueba la dirección e inténtalo de nuevo.',
    ],
    [
      'an ok answer that is not demo data',
      () => Promise.resolve(jsonResponse({ website: 'x' })),
      'error: Error al guardar el sitio web.',
      'No hemos podido preparar la demo con esa web. Comprueba la dirección e inténtalo de nuevo.',
    ],
    [
      'a network failure',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'error: Error de red.',
      'No hemos podido conectar con nuestro servidor. Comprueba tu conexión e inténtalo de nuevo.',
    ],
  ])('on %s: its toast, overlay gone, form kept and usable again', async (_name, answer, toast, help) => {
    const fetch = vi.fn(answer);
    vi.stubGlobal('fetch', fetch);
    await renderAt(withPlan, <OnboardingPage />);
    fillStep1();
    await settle(save);
    expect(overlay()).toBeNull();
    expect(toastTitles()).toEqual([toast]);
    expect(screen.getByLabelText('Sitio web de tu empresa')).toHaveValue('panaderialaespiga.es');
    const button = screen.getByRole('button', { name: 'Guardar' });
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();
    // What to do stays on screen after the toast, and is read with the button.
    expect(screen.getByText(help)).toBeInTheDocument();
    expect(button).toHaveAccessibleDescription(help);
    await settle(save);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('on no answer within the timeout: "Error de red." and the overlay is removed', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', hangingFetch());
    await renderAt(withPlan, <OnboardingPage />);
    fillStep1();
    await settle(save);
    expect(overlay()).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(CREATE_DEMO_TIMEOUT_MS - 1));
    expect(overlay()).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(overlay()).toBeNull();
    expect(toastTitles()).toEqual(['error: Error de red.']);
  });

  it('works with the keyboard alone', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(demoAnswer))),
    );
    await renderAt(withPlan, <OnboardingPage />);
    await user.click(screen.getByLabelText('Sitio web de tu empresa'));
    await user.keyboard('laespiga.es');
    await user.tab();
    await user.keyboard('Lucía Martín');
    await user.tab();
    await user.keyboard('lucia@laespiga.es{Enter}');
    expect(await screen.findByRole('heading', { name: 'Escucha tu demo' })).toBeInTheDocument();
  });
});

describe('OnboardingPage: what it measures (sent only with consent, by the shell)', () => {
  it('the start with the plan of the link, step 1 saved and the demo ready, and nothing the visitor typed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(demoAnswer))),
    );
    await renderAt(withPlan, <OnboardingPage />);
    expect(measuredEvents()).toEqual([{ type: 'onboarding_started', plan: 'pyme' }]);
    fillStep1();
    await settle(save);
    const events = measuredEvents();
    expect(events).toEqual([
      { type: 'onboarding_step1_saved', plan: 'pyme' },
      { type: 'demo_ready', plan: 'pyme' },
    ]);
    expect(JSON.stringify(events)).not.toMatch(/lucia|luc\u00eda|espiga|mart/i);
  });

  it('a free trial as the plan "trial" from the start, not the plan it turns into', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(demoAnswer))),
    );
    await renderAt('/onboarding?product=prod_autonomo&plan=Aut%C3%B3nomo&trial=1', <OnboardingPage />);
    fillStep1();
    await settle(save);
    expect(measuredEvents()).toEqual([
      { type: 'onboarding_started', plan: 'trial' },
      { type: 'onboarding_step1_saved', plan: 'trial' },
      { type: 'demo_ready', plan: 'trial' },
    ]);
  });

  it('a start without a plan in the link, and nothing for a page that fails validation', async () => {
    vi.stubGlobal('fetch', vi.fn());
    await renderAt('/onboarding', <OnboardingPage />);
    save();
    expect(measuredEvents()).toEqual([{ type: 'onboarding_started', plan: null }]);
  });

  it('no new start when a saved draft resumes at step 3', async () => {
    window.localStorage.setItem(ONBOARDING_DRAFT_KEY, JSON.stringify(draft));
    await renderAt('/onboarding', <OnboardingPage />);
    expect(await screen.findByText('Clínica Martín')).toBeInTheDocument();
    expect(measuredEvents()).toEqual([]);
  });

  it.each([
    ['rejected', () => Promise.resolve(jsonResponse({ error: { message: 'Fallo' } }, 500))],
    ['network', () => Promise.reject(new TypeError('Failed to fetch'))],
  ] as const)('the failure of the demo (%s)', async (reason, answer) => {
    vi.stubGlobal('fetch', vi.fn(answer));
    await renderAt('/onboarding?product=prod_empresa&plan=Empresa', <OnboardingPage />);
    fillStep1();
    await settle(save);
    expect(measuredEvents()).toEqual([
      { type: 'onboarding_started', plan: 'empresa' },
      { type: 'onboarding_step1_saved', plan: 'empresa' },
      { type: 'demo_failed', plan: 'empresa', reason },
    ]);
  });
});
