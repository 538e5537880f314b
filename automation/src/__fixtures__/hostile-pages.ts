// Issue #14, item 1: pages built to make extraction slow. Every extracted field gets the
// pathological "a- - - …x" (which made the old trailing-separator trim quadratic) at 48 kB and at the
// 1.5 MB fetch cap, plus a 1.5 MB page of tiny elements. `extract/hostile.test.ts` holds what comes
// out of them; `npm run bench:extract` measures how long each takes against the 50 ms budget.

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

export interface HostilePage {
  label: string;
  html: string;
  url: string;
}

/** One page per field and size, the hostile value in that field alone. */
export function hostileFieldPages(): HostilePage[] {
  return [48_000, 1_500_000].flatMap((size) => {
    const value = hostile(size);
    return Object.entries(fields).map(([field, place]) => ({
      label: `${field} of ${size / 1000} kB`,
      html: `<!doctype html><html lang="es"><head>${place(value)}</body></html>`,
      url: 'https://fontaneriaruiz.es/',
    }));
  });
}

/**
 * Issue #33: the page that held the service's /health for up to 488 ms while its demo was made:
 * title, og:site_name, meta description and h1 each about 48 KB of «- - - -».
 */
export const hostileDemoPage: HostilePage = (() => {
  const value = hostile(48_000);
  return {
    label: 'title, og:site_name, description and h1 of 48 kB',
    html:
      `<!doctype html><html lang="es"><head>${fields.title?.(value) ?? ''}${fields['og:site_name']?.(value) ?? ''}` +
      `${fields['meta description']?.(value) ?? ''}${fields.h1?.(value) ?? ''}</body></html>`,
    url: 'https://negocio-hostil.es/',
  };
})();

/**
 * What a script is handed when extraction's bounds are not in front of it (another caller, a
 * future source): names and descriptions of 48 kB and 1.5 MB in every shape that made a text
 * function slow or got read aloud (#33).
 */
export function hostileTexts(): { label: string; text: string }[] {
  const shapes: Record<string, (length: number) => string> = {
    '«a- - - …x»': hostile,
    '«a, a, a, …»': (length) => 'a, '.repeat(Math.floor(length / 3)),
    '«a. a. a. …»': (length) => 'a. '.repeat(Math.floor(length / 3)),
    'one word': (length) => 'x'.repeat(length),
    words: (length) => 'reparación '.repeat(Math.floor(length / 11)),
    'digits and spaces': (length) => '1 '.repeat(Math.floor(length / 2)),
    'a list with «y»': (length) => 'fontanería, calefacción y gas, '.repeat(Math.floor(length / 31)),
  };
  return [48_000, 1_500_000].flatMap((size) =>
    Object.entries(shapes).map(([shape, make]) => ({ label: `${shape} of ${size / 1000} kB`, text: make(size) })),
  );
}

/** 1.5 MB of `<p>a</p>`: far more elements than a homepage has. */
export const tinyElementsPage: HostilePage = {
  label: '1.5 MB of tiny elements',
  html: `<html><head><title>Fontanería Ruiz</title></head><body>${'<p>a</p>'.repeat(190_000)}</body></html>`,
  url: 'https://fontaneriaruiz.es/',
};

/** Warms the parser and the regular expressions up, so a first measure does not pay for the JIT. */
export const warmUpPage: HostilePage = {
  label: 'warm-up',
  html: `<html><head>${fields.title?.(hostile(2_000)) ?? ''}</head></html>`,
  url: 'https://calentar.es/',
};
