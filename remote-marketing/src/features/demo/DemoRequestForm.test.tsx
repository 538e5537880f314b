import { locationOf, PageLocationProvider } from '@estefania/shared';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drainEvents, LOCAL_AUTOMATION_URL } from '@estefania/shared';
import { configureSite } from '@estefania/shared/config';
import { DemoRequestForm } from './DemoRequestForm';
import { stubFetch, stubPendingFetch } from '../forms/testing';

const contact = {
  Nombre: 'Lucía',
  Apellidos: 'Martín García',
  'Nombre de tu negocio': 'Clínica Dental Martín',
  Email: 'lucia@clinicamartin.es',
  Teléfono: '+34 612 345 678',
};

function renderForm() {
  render(
    <PageLocationProvider value={locationOf('/')}>
      <DemoRequestForm />
    </PageLocationProvider>,
  );
  return userEvent.setup();
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<typeof contact> = contact) {
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
}

const consentBox = () => screen.getByRole('checkbox', { name: /LOPDGDD/ });
const submit = () => screen.getByRole('button', { name: 'Hablar con EstefanIA' });
const toasts = () => drainEvents().map((event) => ({ level: event.level, title: event.title, description: event.description }));

beforeEach(() => {
  drainEvents();
});

afterEach(() => {
  vi.unstubAllGlobals();
  configureSite(undefined);
});

describe('DemoRequestForm', () => {
  it('has the spec fields with visible labels, native types and required, and noValidate', () => {
    renderForm();
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Apellidos')).toBeRequired();
    expect(screen.getByLabelText('Nombre de tu negocio')).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    const phone = screen.getByLabelText('Teléfono');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone.getAttribute('placeholder')).toMatch(/^\+34 /);
    expect(consentBox()).not.toBeChecked();
    expect(consentBox()).toBeRequired();
    expect(submit().closest('form')).toHaveAttribute('novalidate');
  });

  it('asks for every field first, even when consent is missing too, and sends nothing', async () => {
    const { fetch } = stubFetch();
    const user = renderForm();
    await fill(user, { Nombre: 'Lucía', Email: 'lucia@clinicamartin.es' });
    await user.click(submit());
    expect(toasts()).toEqual([
      { level: 'error', title: 'Error', description: 'Por favor, completa todos los campos obligatorios.' },
    ]);
    expect(screen.getByLabelText('Apellidos')).toHaveAttribute('aria-invalid', 'true');
    // Focus goes to the first field to fix.
    expect(screen.getByLabelText('Apellidos')).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('treats a field of blanks as empty', async () => {
    stubFetch();
    const user = renderForm();
    await fill(user, { ...contact, 'Nombre de tu negocio': '   ' });
    await user.click(consentBox());
    await user.click(submit());
    expect(toasts()).toEqual([
      { level: 'error', title: 'Error', description: 'Por favor, completa todos los campos obligatorios.' },
    ]);
  });

  it('then asks for consent', async () => {
    const { fetch } = stubFetch();
    const user = renderForm();
    await fill(user);
    await user.click(submit());
    expect(toasts()).toEqual([{ level: 'error', title: 'Error', description: 'Debes autorizar el contacto para continuar.' }]);
    expect(consentBox()).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the lead, then shows the success toast, clears the fields and unticks consent', async () => {
    const { calls } = stubFetch(201);
    const user = renderForm();
    await fill(user);
    await user.click(consentBox());
    await user.click(submit());
    await waitFor(() => expect(screen.getByLabelText('Nombre')).toHaveValue(''));
    expect(calls).toEqual([
      {
        url: `${LOCAL_AUTOMATION_URL}/webhooks/demo-request`,
        body: {
          firstName: 'Lucía',
          surname: 'Martín García',
          businessName: 'Clínica Dental Martín',
          email: 'lucia@clinicamartin.es',
          phone: '+34 612 345 678',
          consent: true,
        },
      },
    ]);
    expect(toasts()).toEqual([
      {
        level: 'success',
        title: '¡Solicitud enviada!',
        description: 'EstefanIA te contactará pronto en el número proporcionado.',
      },
    ]);
    for (const label of Object.keys(contact)) expect(screen.getByLabelText(label)).toHaveValue('');
    expect(consentBox()).not.toBeChecked();
  });

  it('keeps every field and says why when the endpoint fails', async () => {
    stubFetch(500, { error: { message: 'El servicio no está disponible ahora mismo.' } });
    const user = renderForm();
    await fill(user);
    await user.click(consentBox());
    await user.click(submit());
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(toasts()).toEqual([
      {
        level: 'error',
        title: 'No hemos podido enviar tu solicitud',
        description: 'El servicio no está disponible ahora mismo.',
      },
    ]);
    for (const [label, value] of Object.entries(contact)) expect(screen.getByLabelText(label)).toHaveValue(value);
    expect(consentBox()).toBeChecked();
  });

  it('keeps every field on a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const user = renderForm();
    await fill(user);
    await user.click(consentBox());
    await user.click(submit());
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(toasts()).toEqual([
      {
        level: 'error',
        title: 'No hemos podido enviar tu solicitud',
        description: 'Error de red. Comprueba tu conexión e inténtalo de nuevo.',
      },
    ]);
    expect(screen.getByLabelText('Teléfono')).toHaveValue(contact.Teléfono);
  });

  it('sends once however often it is submitted, busy and disabled meanwhile', async () => {
    const { fetch, answer } = stubPendingFetch();
    const user = renderForm();
    await fill(user);
    await user.click(consentBox());
    const button = submit();
    await user.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveTextContent('Enviando…');
    // A second submit while the first is under way (a script, a fast double Enter) does nothing.
    fireEvent.submit(button.closest('form')!);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(toasts()).toEqual([]);
    await act(() => {
      answer(201);
      return Promise.resolve();
    });
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(toasts()).toEqual([expect.objectContaining({ level: 'success', title: '¡Solicitud enviada!' })]);
  });

  it('without an endpoint configured, sends nothing and behaves as the spec: success and reset', async () => {
    const { fetch } = stubFetch();
    configureSite({ webhooks: { demoRequest: null } });
    const user = renderForm();
    await fill(user);
    await user.click(consentBox());
    await user.click(submit());
    await waitFor(() => expect(screen.getByLabelText('Nombre')).toHaveValue(''));
    expect(fetch).not.toHaveBeenCalled();
    expect(toasts()).toEqual([
      {
        level: 'success',
        title: '¡Solicitud enviada!',
        description: 'EstefanIA te contactará pronto en el número proporcionado.',
      },
    ]);
    expect(consentBox()).not.toBeChecked();
  });

  it('refuses an email that is not one, keeping the fields', async () => {
    const { fetch } = stubFetch();
    const user = renderForm();
    await fill(user, { ...contact, Email: 'lucia-arroba-clinica' });
    await user.click(consentBox());
    await user.click(submit());
    expect(toasts()).toEqual([
      { level: 'error', title: 'Error', description: 'Revisa el email: no parece una dirección válida.' },
    ]);
    expect(screen.getByLabelText('Email')).toHaveValue('lucia-arroba-clinica');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a phone that is too short or not a number, keeping the fields', async () => {
    const { fetch } = stubFetch();
    const user = renderForm();
    await fill(user, { ...contact, Teléfono: '612 34' });
    await user.click(consentBox());
    await user.click(submit());
    expect(toasts()).toEqual([
      {
        level: 'error',
        title: 'Error',
        description: 'Revisa el teléfono: escribe un número de al menos 9 cifras, por ejemplo +34 612 345 678.',
      },
    ]);
    const phone = screen.getByLabelText('Teléfono');
    expect(phone).toHaveValue('612 34');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('caps each field at the length the endpoint accepts', () => {
    renderForm();
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText('Apellidos')).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText('Nombre de tu negocio')).toHaveAttribute('maxlength', '200');
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxlength', '254');
    expect(screen.getByLabelText('Teléfono')).toHaveAttribute('maxlength', '32');
  });
});
