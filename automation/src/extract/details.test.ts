import { describe, expect, it } from 'vitest';
import { fixture } from '../testing.js';
import { decodeHtml } from './decode.js';
import { extractDetails } from './details.js';
import { extractSiteFacts } from './extract.js';

function detailsOf(name: string) {
  const { html } = decodeHtml(fixture(`sites/${name}`));
  return extractSiteFacts(html, 'https://www.example.es/').details;
}

const none = { jsonLd: [], phones: [], text: '', menuLinks: [], businessName: null };

describe('services, hours, address and phone from real homepages (#34)', () => {
  it('a tavern: the address from its JSON-LD, the hours as its footer says them, the phone', () => {
    expect(detailsOf('casa-lola-taberna.html.txt')).toMatchObject({
      openingHours: 'de martes a domingo, de 12:30 a 16:30 y de 20:00 a 00:00',
      address: 'Calle Pureza, 36, 41010 Sevilla',
      phone: '954 000 000',
    });
  });

  it("a plumber open round the clock: schema.org's «Mo-Su 00:00-23:59» said in Spanish; the menu's trades as services", () => {
    const details = detailsOf('fontaneria-ruiz.html.txt');
    expect(details.openingHours).toBe('todos los días, las 24 horas');
    expect(details.address).toBe('Calle General Ricardos, 120, 28019 Madrid');
    expect(details.services).toEqual(['Desatascos', 'Calentadores']);
  });

  it("a garage: its menu's services (not «Inicio» or «Contacto»), its hours and its tel: link", () => {
    const details = detailsOf('buenomotor.html.txt');
    expect(details.services).toContain('Mecánica General');
    expect(details.services).toContain('Chapa y pintura');
    expect(details.services.length).toBeLessThanOrEqual(8);
    expect(details.services.some((service) => /inicio|contacto/i.test(service))).toBe(false);
    expect(details.openingHours).toBe('de lunes a viernes, de 7:00 a 19:00');
    expect(details.phone).toBe('916 691 200');
  });

  it('a gestoría: «L-J» is said as days, the address is read from the text', () => {
    const details = detailsOf('gestoria-alcala.html.txt');
    expect(details.openingHours).toBe('de lunes a jueves 9:00-14:00 y 16:30-19:30');
    expect(details.address).toBe('Av. de la República Argentina, 25, 41011 Sevilla');
  });

  it('a town of several words after the postcode is kept whole, a province in capitals is not taken for it', () => {
    expect(detailsOf('talleres-gomez.html.txt').address).toBe(
      'Polígono Industrial La Garena, Calle Trigo, 7, 28806 Alcalá de Henares',
    );
    expect(detailsOf('orenciomatas.es.html.txt').address).toBe('Av. Alfred Nobel, 2 13005 Ciudad Real');
    expect(detailsOf('arealsl.es.html.txt').address).toBe('C/ Buitrago 8, 28924 Alcorcón');
  });

  it('the business name, brands in capitals and icon ligatures in the menu are not services', () => {
    expect(detailsOf('keyroncerrajeros.es.html.txt').services).toEqual(['Urgencias', 'Urgencias 24h']);
    expect(detailsOf('sian-estetica.html.txt').services).not.toContain('SIAN ESTÉTICA');
  });

  it('invents nothing: a page that gives none of them has none', () => {
    expect(detailsOf('clinica-dental-sonrisas-react.html.txt')).toEqual({
      services: [],
      openingHours: null,
      address: null,
      phone: null,
    });
  });
});

describe('extractDetails', () => {
  it('reads openingHoursSpecification, services offered and a telephone from JSON-LD', () => {
    const jsonLd = JSON.stringify({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'Dentist',
          name: 'Clínica Norte',
          telephone: '+34 945 12 34 56',
          address: {
            '@type': 'PostalAddress',
            streetAddress: 'Calle Dato 4',
            postalCode: '01005',
            addressLocality: 'Vitoria-Gasteiz',
          },
          openingHoursSpecification: [
            {
              '@type': 'OpeningHoursSpecification',
              dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
              opens: '09:00',
              closes: '20:00',
            },
            { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Saturday', opens: '10:00', closes: '14:00' },
          ],
          makesOffer: [
            { '@type': 'Offer', itemOffered: { '@type': 'Service', name: 'Implantes' } },
            { '@type': 'Offer', itemOffered: { '@type': 'Service', name: 'Ortodoncia invisible' } },
          ],
        },
      ],
    });
    expect(extractDetails({ ...none, jsonLd: [jsonLd], menuLinks: ['Inicio', 'Blog'] })).toEqual({
      services: ['Implantes', 'Ortodoncia invisible'],
      openingHours: 'de lunes a viernes, de 09:00 a 20:00; los sábados, de 10:00 a 14:00',
      address: 'Calle Dato 4, 01005 Vitoria-Gasteiz',
      phone: '945 123 456',
    });
  });

  it('takes a Spanish number from the text when there is no tel: link, and leaves other numbers alone', () => {
    expect(extractDetails({ ...none, text: 'Llámanos al 976 55 44 33 o escríbenos.' }).phone).toBe('976 554 433');
    // Found by the e2e call: three groups of three, as most Spanish pages write a landline.
    expect(extractDetails({ ...none, text: 'Calle de la Platería 12. Teléfono 983 000 000.' }).phone).toBe('983 000 000');
    expect(extractDetails({ ...none, text: 'Tel. +34 983-000-000' }).phone).toBe('983 000 000');
    expect(extractDetails({ ...none, text: 'Desde 1987 · CIF B12345678 · 28001' }).phone).toBeNull();
  });

  it('does not read hours out of a line without a day and a time', () => {
    expect(extractDetails({ ...none, text: 'Horario: consúltanos. Abrimos el lunes 3 de marzo.' }).openingHours).toBeNull();
  });

  it('survives invalid JSON-LD and a page of hostile length in little time', () => {
    const text = `${'Calle '.repeat(5000)}${'lunes a '.repeat(5000)}`;
    const start = performance.now();
    expect(extractDetails({ ...none, jsonLd: ['{not json'], text }).address).toBeNull();
    expect(performance.now() - start).toBeLessThan(1000);
  });
});
