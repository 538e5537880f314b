import { describe, expect, it } from 'vitest';
import { nameFromDomain } from './domain-name.js';

describe('names from a domain (site unreachable)', () => {
  it.each([
    ['www.peluqueria-ana.es', 'Peluquería Ana'],
    ['clinica-dental-garcia.com', 'Clínica Dental García'],
    ['talleres_de_la_rosa.com.es', 'Talleres de la Rosa'],
    ['m.fontaneria-rapida.es', 'Fontanería Rápida'],
    ['asesoria-y-gestion.es', 'Asesoría y Gestión'],
    ['acme.co.uk', 'Acme'],
    ['bar24.es', 'Bar 24'],
    // A group of firms runs «grupo» into its brand (Grupo Regio, a print shop in Cancún, #33).
    ['www.gruporegio.com.mx', 'Grupo Regio'],
    ['192.168.1.10', 'Tu negocio'],
  ])('%s → %s', (host, expected) => {
    expect(nameFromDomain(host)).toBe(expected);
  });
});
