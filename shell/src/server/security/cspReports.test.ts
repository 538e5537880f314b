// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { readCspReports, registerCspReports } from './cspReports';

const legacy = {
  'csp-report': {
    'document-uri': 'https://www.estefania.es/onboarding?email=lucia@laespiga.es',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'blocked-uri': 'https://malo.example/x.js?token=1',
    'script-sample': '',
  },
};
const modern = [
  {
    type: 'csp-violation',
    url: 'https://www.estefania.es/precios',
    body: {
      documentURL: 'https://www.estefania.es/precios#faq',
      effectiveDirective: 'script-src-elem',
      blockedURL: 'inline',
      sample: 'alert(1)',
    },
  },
  { type: 'deprecation', body: {} },
];

describe('readCspReports', () => {
  it('reads both formats, keeping no query or fragment (they may hold personal data)', () => {
    expect(readCspReports(legacy)).toEqual([
      {
        directive: 'script-src-elem',
        blocked: 'https://malo.example/x.js',
        page: 'https://www.estefania.es/onboarding',
        sample: undefined,
      },
    ]);
    expect(readCspReports(modern)).toEqual([
      { directive: 'script-src-elem', blocked: 'inline', page: 'https://www.estefania.es/precios', sample: 'alert(1)' },
    ]);
  });

  it('finds nothing in what is not a report', () => {
    expect(readCspReports({})).toEqual([]);
    expect(readCspReports([{ type: 'csp-violation' }])).toEqual([]);
    expect(readCspReports('hola')).toEqual([]);
  });
});

describe('the report endpoint', () => {
  function setup(perClient = 3) {
    const log = vi.fn();
    const app = new Hono();
    registerCspReports(app, { log, perClient, total: 100 });
    const post = (body: string, type = 'application/csp-report') =>
      app.request('http://localhost/csp-informe', { method: 'POST', body, headers: { 'content-type': type } });
    return { log, post };
  }

  it('records each violation as one line and answers 204', async () => {
    const { log, post } = setup();
    expect((await post(JSON.stringify(legacy))).status).toBe(204);
    expect((await post(JSON.stringify(modern), 'application/reports+json')).status).toBe(204);
    expect(log.mock.calls.map(([line]) => line as string)).toEqual([
      '[csp] infracción de script-src-elem: https://malo.example/x.js en https://www.estefania.es/onboarding',
      '[csp] infracción de script-src-elem: inline en https://www.estefania.es/precios («alert(1)»)',
    ]);
  });

  it('names the setting to change when audio was blocked', async () => {
    const { log, post } = setup();
    const audio = {
      'csp-report': {
        'document-uri': 'https://www.estefania.es/onboarding?email=lucia%40laespiga.es',
        'effective-directive': 'media-src',
        'blocked-uri': 'https://audios.cdn.es/demos/d1/saludo.mp3?firma=abc',
      },
    };
    expect((await post(JSON.stringify(audio))).status).toBe(204);
    expect(log).toHaveBeenCalledWith(
      '[csp] infracción de media-src: https://audios.cdn.es/demos/d1/saludo.mp3 en https://www.estefania.es/onboarding. ' +
        'Si el audio de las demos se sirve desde ahí, añade "https://audios.cdn.es" a config.mediaOrigins en remotes.json',
    );
  });

  it('refuses what is not a report, with a Spanish message and nothing logged', async () => {
    const { log, post } = setup(50);
    expect((await post('{"csp-report":')).status).toBe(400);
    expect((await post('{}')).status).toBe(400);
    expect((await post(JSON.stringify(legacy), 'text/plain')).status).toBe(415);
    expect((await post(`{"x":"${'a'.repeat(20_000)}"}`)).status).toBe(413);
    expect(log).not.toHaveBeenCalled();
  });

  it('limits how many reports a client may send', async () => {
    const { log, post } = setup(3);
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await post(JSON.stringify(legacy))).status);
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    expect(log).toHaveBeenCalledTimes(3);
  });
});
