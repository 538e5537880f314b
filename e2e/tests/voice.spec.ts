import { SAMPLE_SITE_URL } from '../playwright.config';
import { expect, test } from './fixtures';

// The demo's voice end to end (#25): the suite's production voice is down (see playwright.config.ts),
// and the demo is still made, spoken by the embedded voice, which the answer says; the clips are
// light MP3 that the onboarding's player plays, with Range requests as before.

const AUTOMATION = 'http://localhost:8787';

test('a provider outage never fails a demo: the embedded voice speaks, the answer says so, and the MP3 clips are light', async ({
  request,
}) => {
  test.setTimeout(60_000);
  const response = await request.post(`${AUTOMATION}/webhooks/create-demo`, {
    data: { customer_website: SAMPLE_SITE_URL, customer_language: 'es', product_id: 'prod_pyme', plan_name: 'PYME' },
  });
  expect(response.status()).toBe(200);
  const demo = (await response.json()) as {
    audio_greeting: string;
    audio_message: string;
    locale: string;
    audio_voice: { provider: string; name: string; fallback: boolean };
  };
  expect(demo.locale).toBe('es-ES');
  expect(demo.audio_voice).toEqual({ provider: 'espeak', name: 'es+f3', fallback: true });
  expect((await (await request.get(`${AUTOMATION}/health`)).json()) as object).toMatchObject({ voice_provider: 'azure' });

  let bytes = 0;
  for (const url of [demo.audio_greeting, demo.audio_message]) {
    expect(url).toMatch(/\.mp3$/);
    const clip = await request.get(url);
    expect(clip.status()).toBe(200);
    expect(clip.headers()['content-type']).toBe('audio/mpeg');
    bytes += (await clip.body()).length;
    const range = await request.get(url, { headers: { range: 'bytes=0-99' } });
    expect(range.status()).toBe(206);
  }
  // Both clips of a 15-second demo together, on mobile data.
  expect(bytes).toBeLessThan(120 * 1024);
});
