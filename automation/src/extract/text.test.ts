import { describe, expect, it } from 'vitest';
import { domainSlug, slug } from './text.js';

describe('slug and domainSlug', () => {
  it('reduces a name to its lower-case ASCII letters and digits', () => {
    expect(slug('Clínica Sonrisa, S.L.')).toBe('clinicasonrisasl');
  });

  it('is the host without «www» and its top-level domain, as one word', () => {
    expect(domainSlug('www.clinica-sonrisa.es')).toBe('clinicasonrisa');
    expect(domainSlug('www2.lamagiaandahuaylas.pe')).toBe('lamagiaandahuaylas');
    expect(domainSlug('taller.ruiz.com')).toBe('tallerruiz');
    expect(domainSlug('localhost')).toBe('localhost');
  });
});
