import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock, type MockInstance } from 'vitest';
import { drainEvents, ONBOARDING_DRAFT_KEY } from '@estefania/shared';
import { sampleOnboardingDraft as draft } from '@estefania/shared/testing';
import { webhookErrorCodes } from '@estefania/shared/webhooks';
import { browserNavigation } from '../components/navigation';
import { deferredFetch, jsonResponse, measuredEvents, renderAt, sentBody, sentUrl, settle, toastTitles } from '../testing';
import OnboardingSuccessPage from './OnboardingSuccessPage';
import { DASHBOARD_REDIRECT_MS } from '../features/success/OnboardingSuccess';

const session = 'cs_test_a1B2c3D4e5';
const at = (query: string) => renderAt(`/onboarding/success${query}`, <OnboardingSuccessPage />);
const overlay = () => screen.queryByTestId('loading-overlay');
const saveDraft = (value: unknown = draft) => window.localStorage.setItem(ONBOARDING_DRAFT_KEY, JSON.stringify(value));

let assign: MockInstance<(url: string) => void>;
let fetch: Mock<(url: string, init?: RequestInit) => Promise<Response>>;

beforeEach(() => {
  drainEvents();
  measuredEvents();
  assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
  fetch = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(jsonResponse({ ok: true }, 201)));
  vi.stubGlobal('fetch', fetch);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('OnboardingSuccessPage', () => {
  it('without session id: a clear error, never a request', async () => {
    saveDraft();
    await at('');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Activando tu recepcionista');
    expect(screen.getByRole('alert')).toHaveTextContent('Error: falta la referencia del pago');
    expect(screen.queryByText('Estamos creando tu cuenta y preparando tu panel de control.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Escríbenos a soporte@estefania.es' })).toHaveAttribute(
      'href',
      'mailto:soporte@estefania.es',
    );
    expect(overlay()).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(ONBOARDING_DRAFT_KEY)).not.toBeNull();
  });

  it.each([['?session_id=abc'], ['?session_id=cs_123'], ['?session_id=cs_test_%3Cscript%3E']])(
    'with a malformed session id (%s): a clear error, never a request',
    async (query) => {
      saveDraft();
      await at(query);
      expect(screen.getByRole('alert')).toHaveTextContent('Error: falta la referencia del pago');
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it('without a draft: "Error: datos no encontrados", never a request', async () => {
    await at(`?session_id=${session}`);
    expect(screen.getByRole('alert')).toHaveTextContent('Error: datos no encontrados');
    expect(screen.getByRole('link', { name: 'Volver a crear mi recepcionista' })).toHaveAttribute('href', '/onboarding');
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['not JSON', '{"firstName"'],
    ['missing demo data', JSON.stringify({ ...draft, demoData: undefined })],
    ['an invalid email', JSON.stringify({ ...draft, email: 'no-es-un-email' })],
  ])('with an invalid draft (%s): "Error: datos no encontrados"', async (_name, raw) => {
    window.localStorage.setItem(ONBOARDING_DRAFT_KEY, raw);
    await at(`?session_id=${session}`);
    expect(screen.getByRole('alert')).toHaveTextContent('Error: datos no encontrados');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts create-account once (StrictMode) with exactly the spec keys', async () => {
    saveDraft();
    await at(`?session_id=${session}`);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sentUrl(fetch)).toBe('http://localhost:8787/webhooks/create-account');
    expect(sentBody(fetch)).toEqual({
      first_name: 'Lucía',
      last_name: 'Martín',
      phone: '+34 612 345 678',
      email: 'lucia@clinicamartin.es',
      company_name: 'Clínica Martín',
      company_website: 'https://clinicamartin.es',
      company_description: 'Clínica dental en Valencia.',
      audio_greeting: 'http://localhost:8787/audio/d1/greeting.wav',
      audio_message: 'http://localhost:8787/audio/d1/message.wav',
      demo_id: 'd1',
      product_id: 'prod_pyme',
      plan_name: 'PYME',
      stripe_session_id: session,
    });
  });

  it('shows the phase-2 overlay texts at 0 and 3 s while the account is created', async () => {
    vi.useFakeTimers();
    const pending = deferredFetch();
    vi.stubGlobal('fetch', pending.fetch);
    saveDraft();
    await at(`?session_id=${session}`);
    const status = () => screen.getByTestId('loading-overlay').querySelector('[role="status"]');
    expect(status()).toHaveTextContent('Creando tu cuenta...');
    await act(() => vi.advanceTimersByTimeAsync(2_999));
    expect(status()).toHaveTextContent('Creando tu cuenta...');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(status()).toHaveTextContent('Importando tus datos a nuestro Dashboard de Cliente...');
    await settle(() => pending.answer(jsonResponse({ ok: true }, 201)));
    expect(overlay()).toBeNull();
  });

  it('on ok: toast, success card, draft cleared, and the dashboard login after 3 s', async () => {
    vi.useFakeTimers();
    saveDraft();
    await at(`?session_id=${session}`);
    expect(overlay()).toBeNull();
    expect(toastTitles()).toEqual(['success: ¡EstefanIA creada exitosamente!']);
    expect(screen.getByRole('heading', { name: '¡Tu recepcionista está lista!' })).toHaveFocus();
    expect(screen.getByText('Te estamos redirigiendo a tu panel de control…')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a mi panel de control' })).toHaveAttribute(
      'href',
      'http://localhost:8787/panel/login',
    );
    expect(window.localStorage.getItem(ONBOARDING_DRAFT_KEY)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(DASHBOARD_REDIRECT_MS - 1));
    expect(assign).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(assign).toHaveBeenCalledExactlyOnceWith('http://localhost:8787/panel/login');
  });

  it('on non-ok: toast, internal error to the console, draft kept, and "Reintentar" sends again', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetch.mockImplementationOnce(() => Promise.resolve(jsonResponse({ error: { message: 'Sesión no pagada' } }, 409)));
    saveDraft();
    await at(`?session_id=${session}`);
    expect(overlay()).toBeNull();
    expect(toastTitles()).toEqual(['error: Error al procesar el pago']);
    expect(consoleError).toHaveBeenCalledWith('Error al crear EstefanIA', expect.stringContaining('409'));
    expect(window.localStorage.getItem(ONBOARDING_DRAFT_KEY)).not.toBeNull();
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'No hemos podido crear tu cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toHaveFocus();

    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Reintentar' })));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(sentBody(fetch, 1)).toEqual(sentBody(fetch, 0));
    expect(toastTitles()).toEqual(['success: ¡EstefanIA creada exitosamente!']);
    expect(screen.getByRole('heading', { name: '¡Tu recepcionista está lista!' })).toBeInTheDocument();
    expect(window.localStorage.getItem(ONBOARDING_DRAFT_KEY)).toBeNull();
  });

  it('on a network failure: the same toast and a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetch.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    saveDraft();
    await at(`?session_id=${session}`);
    expect(toastTitles()).toEqual(['error: Error al procesar el pago']);
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  });

  describe('a free trial', () => {
    const trialDraft = { ...draft, productId: 'prod_autonomo', planName: 'Autónomo', trial: true };

    it('makes the account and says the trial is active', async () => {
      saveDraft(trialDraft);
      await at(`?session_id=${session}`);
      expect(sentBody(fetch)).toMatchObject({ product_id: 'prod_autonomo', plan_name: 'Autónomo', stripe_session_id: session });
      expect(screen.getByRole('heading', { name: '¡Tu recepcionista está lista!' })).toHaveFocus();
      expect(screen.getByText('Tu prueba gratuita de 25 minutos ya está activa.')).toBeInTheDocument();
    });

    it('refused as a second trial: says so, offers the plans with the same demo, keeps the draft, no retry', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      fetch.mockImplementationOnce(() =>
        Promise.resolve(
          jsonResponse(
            { error: { code: webhookErrorCodes.trialAlreadyUsed, message: 'Ya se ha usado la prueba gratuita.' } },
            409,
          ),
        ),
      );
      saveDraft(trialDraft);
      await at(`?session_id=${session}`);
      expect(toastTitles()).toEqual(['error: Ya has usado tu prueba gratuita']);
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Ya se ha usado la prueba gratuita con este email o con esta web, y solo hay una por cliente.',
      );
      expect(screen.getByRole('heading', { name: 'Ya has usado tu prueba gratuita' })).toHaveFocus();
      expect(screen.getByRole('link', { name: 'Elegir un plan con mi demo' })).toHaveAttribute('href', '/onboarding?trial=0');
      expect(screen.getByRole('link', { name: 'Ver los planes y precios' })).toHaveAttribute('href', '/precios');
      expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
      expect(window.localStorage.getItem(ONBOARDING_DRAFT_KEY)).not.toBeNull();
      expect(assign).not.toHaveBeenCalled();
    });

    it('on another failure: speaks of the trial, not of a payment, and offers a retry', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      fetch.mockImplementationOnce(() => Promise.resolve(jsonResponse({ error: { code: 'internal', message: 'x' } }, 500)));
      saveDraft(trialDraft);
      await at(`?session_id=${session}`);
      expect(toastTitles()).toEqual(['error: No hemos podido activar tu prueba']);
      expect(screen.getByText('Tus datos siguen guardados. Vuelve a intentarlo en unos segundos.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Reintentar' })).toHaveFocus();
    });
  });
});

describe('OnboardingSuccessPage: what it measures', () => {
  it('the account created, with the plan of the draft', async () => {
    saveDraft();
    await at(`?session_id=${session}`);
    expect(measuredEvents()).toEqual([{ type: 'account_created', plan: 'pyme' }]);
  });

  it('a free trial as the plan "trial", not the plan it turns into', async () => {
    saveDraft({ ...draft, productId: 'prod_autonomo', planName: 'Autónomo', trial: true });
    await at(`?session_id=${session}`);
    expect(measuredEvents()).toEqual([{ type: 'account_created', plan: 'trial' }]);
  });

  it('a non-ok answer and a network failure, each with its reason', async () => {
    saveDraft();
    fetch.mockImplementationOnce(() => Promise.resolve(jsonResponse({ error: { message: 'No' } }, 500)));
    fetch.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await at(`?session_id=${session}`);
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Reintentar' })));
    expect(measuredEvents()).toEqual([
      { type: 'account_failed', plan: 'pyme', reason: 'rejected' },
      { type: 'account_failed', plan: 'pyme', reason: 'network' },
    ]);
  });
});
