import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { threadCpuMs } from '../cpu.js';
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

describe('the walk’s deadline', () => {
  // The heading comes after two thousand paragraphs: only a walk that reads the whole page finds it.
  const page = `<body>${'<p>Reparamos calderas y aire acondicionado en Getafe.</p>'.repeat(2_000)}<h1>Clima Getafe</h1></body>`;

  it('stops a walk past its deadline, keeping what it had read', () => {
    const found = collect(parse(page), threadCpuMs() - 1);
    expect(found.paragraphs.length).toBeGreaterThan(0);
    expect(found.h1).toBeNull();
  });

  it('reads the whole page within it', () => {
    expect(collect(parse(page), threadCpuMs() + 250).h1).toBe('Clima Getafe');
  });
});
