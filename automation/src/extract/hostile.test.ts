// Issue #14, item 1: one hostile page must not freeze the service. Every extracted field gets the
// pathological "a- - - …x" (which made the old trailing-separator trim quadratic) at 48 kB and at
// the 1.5 MB fetch cap; extraction must stay well inside one event-loop turn.
import { beforeAll, describe, expect, it } from 'vitest';
import { compactHtml, MAX_ATTRIBUTE_VALUE, MAX_HTML_CHARS, MAX_TAGS, MAX_TEXT_RUN } from './compact.js';
import { extractSiteFacts } from './extract.js';

const hostile = (length: number) => `a${'- '.repeat(Math.floor(length / 2))}x`;

const fields: Record<string, (value: string) => string> = {
  title: (value) => `<title>${value}</title>`,
  'og:site_name': (value) => `<meta property="og:site_name" content="${value}">`,
  'og:description': (value) => `<meta property="og:description" content="${value}">`,
  'meta description': (value) => `<meta name="description" content="${value}">`,
  h1: (value) => `</head><body><h1>${value}</h1>`,
  'JSON-LD name': (value) => `<script type="application/ld+json">{"@type":"Dentist","name":"${value}"}</script>`,
  'JSON-LD description': (value) =>
    `<script type="application/ld+json">{"@type":"Plumber","name":"Fontanería Ruiz","description":"${value}"}</script>`,
  'logo alt': (value) => `</head><body><header><a class="logo"><img src="logo.png" alt="${value}"></a></header>`,
  paragraph: (value) => `</head><body><main><p>${value}</p></main>`,
  'whitespace run': (value) => `<title>a${value.replace(/[^ ]/g, ' ')}|x</title>`,
};

/**
 * Median CPU time of three runs, in milliseconds. CPU time, not wall time: it is what a request costs
 * the event loop, and it does not grow when other processes load the machine (a shared CI box).
 */
function medianMs(run: () => void): number {
  const times = [0, 1, 2].map(() => {
    const start = process.cpuUsage();
    run();
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1000;
  });
  return times.sort((a, b) => a - b)[1] ?? Number.POSITIVE_INFINITY;
}

beforeAll(() => {
  // Warm the parser and the regular expressions up, so the first case does not pay for the JIT.
  extractSiteFacts(`<html><head>${fields.title?.(hostile(2_000))}</head></html>`, 'https://calentar.es/');
});

describe('hostile pages (issue #14)', () => {
  for (const size of [48_000, 1_500_000]) {
    const value = hostile(size);
    it.each(Object.keys(fields))(`%s of ${size / 1000} kB: extraction under 50 ms`, (field) => {
      const html = `<!doctype html><html lang="es"><head>${fields[field]?.(value)}</body></html>`;
      let result: ReturnType<typeof extractSiteFacts> | null = null;
      const ms = medianMs(() => {
        result = extractSiteFacts(html, 'https://fontaneriaruiz.es/');
      });
      expect(ms).toBeLessThan(50);
      // Whatever came out is of a sensible size, never the attack itself.
      const facts = result as ReturnType<typeof extractSiteFacts> | null;
      expect((facts?.name ?? '').length).toBeLessThanOrEqual(120);
      expect((facts?.description ?? '').length).toBeLessThanOrEqual(301);
    });
  }

  it('a 1.5 MB page of tiny elements is cut to what a homepage needs and stays fast', () => {
    const html = `<html><head><title>Fontanería Ruiz</title></head><body>${'<p>a</p>'.repeat(190_000)}</body></html>`;
    const ms = medianMs(() => extractSiteFacts(html, 'https://fontaneriaruiz.es/'));
    expect(ms).toBeLessThan(100);
    expect(extractSiteFacts(html, 'https://fontaneriaruiz.es/').name).toBe('Fontanería Ruiz');
  });
});

describe('compactHtml', () => {
  it('leaves an ordinary page byte for byte as it was', () => {
    const page =
      '<html lang="es"><head><title>Bar Pepe</title><meta name="description" content="Tapas & vinos, \'de siempre\'."></head>' +
      '<body><p>Don\'t panic: 3 < 4.</p><script type="application/ld+json">{"a":"<p>"}</script></body></html>';
    expect(compactHtml(page)).toBe(page);
  });

  it('empties scripts and styles (not JSON-LD) and stops after the tags a homepage needs', () => {
    expect(compactHtml('<script>if (a<b) { x = "</p>"; }</script><style>p{}</style><p>hola</p>')).toBe(
      '<script></script><style></style><p>hola</p>',
    );
    expect(compactHtml('<p>a</p>'.repeat(MAX_TAGS)).length).toBe('<p>a</p>'.length * (MAX_TAGS / 2));
  });

  it('cuts over-long text runs, attribute values and pages, keeping the markup after them', () => {
    const long = 'x'.repeat(100_000);
    const cut = compactHtml(`<title>${long}</title><meta content="${long}" name="description"><p>after</p>`);
    expect(cut).toContain(`<title>${'x'.repeat(MAX_TEXT_RUN)}</title>`);
    expect(cut).toContain(`<meta content="${'x'.repeat(MAX_ATTRIBUTE_VALUE)}" name="description">`);
    expect(cut.endsWith('<p>after</p>')).toBe(true);
    expect(compactHtml('a'.repeat(MAX_HTML_CHARS * 2)).length).toBe(MAX_TEXT_RUN);
    expect(compactHtml(`<p>${'a'.repeat(MAX_HTML_CHARS * 2)}`).length).toBeLessThanOrEqual(MAX_TEXT_RUN + 3);
  });
});
