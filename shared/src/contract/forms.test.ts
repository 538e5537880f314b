import { describe, expect, it } from 'vitest';
import { checkDemoRequest, checkEmailSignup, checkWebsiteStep, demoInputAttributes, demoRequestForm, formActions } from './forms';
import { parseRouteManifest } from './routeManifest';
import { SHELL_RESERVED_PATHS } from './siteRoutes';

const filled = {
  firstName: ' Lucía ',
  surname: 'Martín García',
  businessName: 'Clínica Dental Martín',
  email: 'lucia@example.es',
  phone: '+34 612 345 678',
  consent: true,
};

describe('checkDemoRequest (spec §5, in its order)', () => {
  it('names every empty field first, then the consent, then the e-mail, then the phone', () => {
    expect(checkDemoRequest({ ...filled, surname: ' ', phone: '', consent: false, email: 'x' })).toEqual({
      ok: false,
      fields: ['surname', 'phone'],
      toast: 'missingFields',
    });
    expect(checkDemoRequest({ ...filled, consent: false, email: 'x' })).toEqual({
      ok: false,
      fields: ['consent'],
      toast: 'missingConsent',
    });
    expect(checkDemoRequest({ ...filled, email: 'lucia@', phone: '12' })).toMatchObject({ fields: ['email'] });
    expect(checkDemoRequest({ ...filled, phone: '12' })).toMatchObject({ fields: ['phone'], toast: 'invalidPhone' });
  });

  it('refuses, before sending, the control characters the lead endpoint would refuse', () => {
    expect(checkDemoRequest({ ...filled, firstName: 'Lu\u0000cía', businessName: 'Clínica \uD800' })).toEqual({
      ok: false,
      fields: ['firstName', 'businessName'],
      toast: 'invalidCharacters',
    });
    // A tab at the end is trimmed away before sending, so it is no problem.
    expect(checkDemoRequest({ ...filled, surname: 'Martín García\t' })).toMatchObject({ ok: true });
  });

  it('gives the trimmed lead with consent', () => {
    expect(checkDemoRequest(filled)).toEqual({ ok: true, lead: { ...filled, firstName: 'Lucía', consent: true } });
  });

  it('words its messages as the spec does', () => {
    expect(demoRequestForm.toasts.missingFields.description).toBe('Por favor, completa todos los campos obligatorios.');
    expect(demoRequestForm.toasts.missingConsent.description).toBe('Debes autorizar el contacto para continuar.');
  });
});

describe('demoInputAttributes', () => {
  it('gives each input of the demo form its name, type, autofill, example, limit, and makes it required', () => {
    const phone = demoRequestForm.fields.find((field) => field.name === 'phone');
    expect(phone && demoInputAttributes(phone)).toEqual({
      name: 'phone',
      type: 'tel',
      autoComplete: 'tel',
      placeholder: '+34 612 345 678',
      maxLength: 32,
      required: true,
    });
  });
});

describe('checkEmailSignup and checkWebsiteStep', () => {
  it('refuses an empty or malformed address with its message', () => {
    expect(checkEmailSignup('  ')).toEqual({ ok: false, message: 'Escribe tu email para continuar.' });
    expect(checkEmailSignup('ana@agencia')).toEqual({ ok: false, message: 'Revisa el email: no parece una dirección válida.' });
    expect(checkEmailSignup(' ana@agencia.es ')).toEqual({ ok: true, lead: { email: 'ana@agencia.es', consent: true } });
  });

  it('gives the spec messages of step 1 by field', () => {
    expect(checkWebsiteStep({ website: '', fullName: '', email: '' })).toEqual({
      website: 'Por favor ingrese un sitio web',
      fullName: 'Por favor ingrese su nombre y apellidos',
      email: 'Por favor ingrese su email de empresa',
    });
    expect(checkWebsiteStep({ website: 'ftp://laespiga.es', fullName: 'Lucía', email: 'l@l.es' })).toEqual({
      website: 'Por favor ingrese un sitio web válido, por ejemplo tuempresa.es',
    });
    expect(checkWebsiteStep({ website: 'laespiga.es', fullName: 'Lucía', email: 'l@l.es' })).toEqual({});
  });
});

it('posts every form to a path the shell reserves, so no remote page answers in its place', () => {
  for (const action of Object.values(formActions)) {
    expect(
      SHELL_RESERVED_PATHS.some((reserved) => action.startsWith(`${reserved}/`)),
      action,
    ).toBe(true);
    // No remote can publish a page there.
    const claim = { schema: 1, remote: 'x', routes: [{ path: action, page: 'XPage', indexable: true }] };
    expect(parseRouteManifest(claim, 'x')).toMatchObject({ ok: false });
  }
});
