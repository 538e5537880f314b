import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { collect, decodeEntities } from './dom.js';

const walk = (html: string) => collect(parse(html), Number.POSITIVE_INFINITY);

describe('the walk over a page', () => {
  it('collects language, metas (the first of each), title, JSON-LD blocks, h1 and the logo', () => {
    const found = walk(
      `<html lang="ES-es"><head><title> Clínica  Sonrisa </title><meta name="description" content="Primera"><meta name="description" content="Segunda">
       <script type="application/ld+json">{"@type":"Dentist"}</script></head>
       <body><h1><img class="logo" alt="Clínica Sonrisa"></h1></body></html>`,
    );
    expect(found).toMatchObject({
      language: 'es-es',
      title: 'Clínica Sonrisa',
      jsonLd: ['{"@type":"Dentist"}'],
      logoAlt: 'Clínica Sonrisa',
    });
    expect(found.metas.get('description')).toBe('Primera');
  });

  it('keeps paragraphs outside navigation, cookie banners and footers, but their phones and text for the country', () => {
    const found = walk(
      `<body><nav><a href="/">Inicio</a><a href="/taller">Mecánica general</a></nav>
       <div class="cookie-banner"><p>Usamos cookies para mejorar tu experiencia en la web.</p></div>
       <main><p>Somos un taller mecánico en Aranjuez. <a href="tel:+34600000000">Llámanos</a></p></main>
       <footer><p>Calle Mayor 1, 28300 Aranjuez · <a href="https://wa.me/34611111111">WhatsApp</a></p></footer></body>`,
    );
    expect(found.paragraphs).toEqual(['Somos un taller mecánico en Aranjuez. Llámanos']);
    expect(found.menuLinks).toEqual(['Inicio', 'Mecánica general']);
    expect(found.phones).toEqual(['tel:+34600000000', 'https://wa.me/34611111111']);
    expect(found.allText.join(' ')).toContain('28300 Aranjuez');
  });

  it('decodes entities written twice', () => {
    expect(decodeEntities('Pérez &amp;amp; Hijos')).toBe('Pérez &amp; Hijos');
    expect(decodeEntities('Sin entidades')).toBe('Sin entidades');
  });
});
