import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { chromiumLaunch } from '../../scripts/chromium.mjs';
import { SAMPLE_SITE_URL } from '../playwright.config';
import { expect, seriousAxeViolations, test } from './fixtures';

// «Háblale ahora» (#34): a live call in the browser with the demo's receptionist, through the offline
// receptionist the suite's automation service runs (no provider configured). Chromium's fake microphone
// plays a WAV written here: the offline receptionist hears it, and says it does not understand voice.

/** Two seconds of a voice-like signal (a 220 Hz tone with syllable-rate swells), 16-bit mono WAV at 16 kHz. */
function questionWav(path: string): void {
  const rate = 16_000;
  const samples = rate * 2;
  const data = Buffer.alloc(samples * 2);
  for (let index = 0; index < samples; index += 1) {
    const t = index / rate;
    const envelope = 0.5 + 0.5 * Math.sin(2 * Math.PI * 4 * t);
    data.writeInt16LE(Math.round(12_000 * envelope * Math.sin(2 * Math.PI * 220 * t)), index * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  writeFileSync(path, Buffer.concat([header, data]));
}

async function toDemoStep(page: Page) {
  await page.goto('/onboarding?product=prod_pyme&plan=PYME');
  await page.getByLabel('Sitio web de tu empresa').fill(SAMPLE_SITE_URL);
  await page.getByLabel('Nombre y apellidos').fill('Lucía Martín García');
  await page.getByLabel('Email de empresa').fill('lucia@laespiga.es');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('heading', { name: 'Escucha tu demo' })).toBeVisible({ timeout: 60_000 });
}

const wav = `${process.env.TMPDIR ?? '/tmp'}/estefania-call-question-${process.pid}.wav`;
questionWav(wav);
// Chromium's fake microphone plays it (a launch option: for the whole file, the no-microphone test removes the API).
test.use({
  launchOptions: {
    ...chromiumLaunch,
    args: [
      ...chromiumLaunch.args,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${wav}`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
});

const transcript = (page: Page) => page.getByRole('list', { name: 'Transcripción' });
const GREETING =
  'EstefanIA: Hola, soy EstefanIA, la asistente de inteligencia artificial de Panadería La Espiga. ¿En qué puedo ayudarte?';

test.describe('with a microphone', () => {
  test('talks to the offline receptionist: greeting heard, the microphone heard, typed questions answered from the site, hang-up; one call at a time', async ({
    consented: page,
  }) => {
    test.setTimeout(120_000);
    const callChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/CallPanel-[\w-]+\.js$/.test(request.url())) callChunks.push(request.url());
    });
    await toDemoStep(page);
    // The call's code is not on the page until the visitor asks for it.
    expect(callChunks).toEqual([]);
    await page.getByRole('button', { name: 'Háblale ahora' }).click();
    const panel = page.getByRole('region', { name: 'Llamada de prueba con la recepcionista de Panadería La Espiga' });
    await expect(panel.getByText(/el navegador te pedirá permiso para usar el micrófono/)).toBeVisible();
    expect(callChunks).toHaveLength(1);

    const started = page.waitForResponse(
      (response) => response.url().endsWith('/calls') && response.request().method() === 'POST',
    );
    await panel.getByRole('button', { name: 'Empezar la llamada' }).click();
    const demoId = (JSON.parse((await started).request().postData() ?? '{}') as { demo_id: string }).demo_id;
    await expect(panel.getByText('Modo de prueba', { exact: true })).toBeVisible();
    await expect(transcript(page)).toContainText(GREETING);
    // The receptionist's voice arrives as audio frames.
    await expect.poll(async () => Number(await panel.getAttribute('data-audio-frames')), { timeout: 15_000 }).toBeGreaterThan(5);
    await expect(panel.getByRole('timer')).toHaveText(/^Quedan [12]:\d\d$/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The fake microphone's question reached the receptionist, which says plainly it cannot understand voice.
    await expect(transcript(page)).toContainText('Estoy en modo de prueba y no entiendo la voz.', { timeout: 15_000 });

    await panel.getByLabel('Escribe tu pregunta').fill('¿Dónde estáis?');
    await panel.getByRole('button', { name: 'Enviar' }).click();
    await expect(transcript(page)).toContainText('Tú: ¿Dónde estáis?');
    await expect(transcript(page)).toContainText('EstefanIA: Estamos en Calle de la Platería 12, 47003 Valladolid.');
    await panel.getByLabel('Escribe tu pregunta').fill('¿Qué horario tenéis?');
    await panel.getByRole('button', { name: 'Enviar' }).click();
    await expect(transcript(page)).toContainText('EstefanIA: Abrimos de lunes a sábado de 7:30 a 14:30 y de 17:00 a 20:30.');

    // One live call per demo: a second one is refused while this one lasts.
    const second = await page.evaluate(async (demo) => {
      const response = await fetch('http://localhost:8787/calls', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ demo_id: demo }),
      });
      return { status: response.status, body: (await response.json()) as { error: { message: string } } };
    }, demoId);
    expect(second.status).toBe(409);
    expect(second.body.error.message).toBe(
      'Ya hay una llamada en curso con esta demo. Cuélgala (o espera a que termine) antes de empezar otra.',
    );

    await panel.getByRole('button', { name: 'Colgar' }).click();
    await expect(panel.getByRole('status').filter({ hasText: 'Llamada terminada' })).toContainText('Has colgado.');
    await expect(panel.getByRole('button', { name: 'Descargar la transcripción' })).toBeVisible();
    // The recorded demo stays.
    await expect(page.getByRole('group', { name: 'Saludo inicial' }).getByRole('button', { name: 'Reproducir' })).toBeVisible();
  });
});

test('without a microphone the call still answers typed questions, and the onboarding completes', async ({ consented: page }) => {
  test.setTimeout(120_000);
  // A browser that offers no microphone to the page.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
  });
  await toDemoStep(page);
  await page.getByRole('button', { name: 'Háblale ahora' }).click();
  await page.getByRole('button', { name: 'Empezar la llamada' }).click();
  await expect(page.getByText('Este navegador no permite usar el micrófono aquí. Puedes escribir tus preguntas.')).toBeVisible();
  await expect(transcript(page)).toContainText(GREETING);
  await page.getByLabel('Escribe tu pregunta').fill('¿Cuál es vuestro teléfono?');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(transcript(page)).toContainText('EstefanIA: Nuestro teléfono es el 983 000 000.');
  await page.getByRole('button', { name: 'Colgar' }).click();
  await expect(page.getByText(/Has colgado/)).toBeVisible();

  await page.getByLabel('Teléfono').fill('+34 612 345 678');
  await page.getByRole('button', { name: 'Instalar mi recepcionista' }).click();
  await expect(page.getByRole('heading', { name: 'Pago de prueba' })).toBeVisible();
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page.getByRole('heading', { name: '¡Tu recepcionista está lista!' })).toBeVisible({ timeout: 15_000 });
});
