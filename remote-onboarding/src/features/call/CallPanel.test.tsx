import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withShell } from '../../testing';
import { CallLauncher } from './CallLauncher';
import type { CallStarted } from './callClient';
import { demoAnswer } from '../../testing';
import { callContent } from './content/call';

/** The offline receptionist's socket, played by the test. */
class FakeSocket extends EventTarget {
  static OPEN = 1;
  static last: FakeSocket | null = null;
  readyState = 0;
  binaryType = 'blob';
  sent: unknown[] = [];
  constructor(readonly url: string) {
    super();
    FakeSocket.last = this;
  }
  send(data: unknown) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
    this.dispatchEvent(new Event('close'));
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  receive(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: typeof data === 'string' ? data : data }));
  }
  event(event: Record<string, unknown>) {
    this.receive(JSON.stringify(event));
  }
}

const started: CallStarted = {
  call_id: '3f1c2b8a-9d4e-4c1a-8b7f-2e6d5a4c3b21',
  token: 'tok',
  provider: 'offline',
  test_mode: true,
  transport: 'websocket',
  connect_url: 'ws://localhost:8787/calls/3f1c2b8a-9d4e-4c1a-8b7f-2e6d5a4c3b21/live?token=tok',
  max_seconds: 120,
  company_name: 'Panadería La Espiga',
};

let fetchMock: ReturnType<typeof vi.fn>;
let getUserMedia: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(started), { status: 201 })));
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal(
    'AudioContext',
    class {
      currentTime = 0;
      destination = {};
      resume = () => Promise.resolve();
      close = () => Promise.resolve();
      createBuffer = (_channels: number, length: number) => ({
        duration: length / 22050,
        getChannelData: () => new Float32Array(length),
      });
      createBufferSource = () => ({ connect: () => undefined, start: () => undefined, buffer: null });
    },
  );
  getUserMedia = vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openPanel() {
  render(withShell(<CallLauncher demo={demoAnswer} endpoint="http://localhost:8787/calls" />));
  fireEvent.click(screen.getByRole('button', { name: 'Háblale ahora' }));
  return screen.findByRole('heading', { name: 'Llamada de prueba con la recepcionista de Panadería La Espiga' });
}

describe('the live call (#34)', () => {
  it('loads on the press, tells what happens before asking for the microphone, and asks nothing until «Empezar»', async () => {
    const heading = await openPanel();
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/el navegador te pedirá permiso para usar el micrófono/)).toBeInTheDocument();
    expect(screen.getByText(/No grabamos tu voz ni guardamos la conversación/)).toBeInTheDocument();
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('button', { name: 'Háblale ahora' })).toBeInTheDocument();
  });

  it('without a microphone: says so, and the call goes on with typed questions, the transcript and the hang-up', async () => {
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Empezar la llamada' }));
    expect(await screen.findByText(/No tenemos permiso para usar tu micrófono/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      'http://localhost:8787/calls',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ demo_id: 'demo-1' }) }),
    );
    expect(await screen.findByText('Modo de prueba')).toBeInTheDocument();
    const socket = FakeSocket.last as FakeSocket;
    expect(socket.url).toBe(started.connect_url);
    act(() => {
      socket.open();
      socket.event({ type: 'ready', test_mode: true, max_seconds: 120 });
      socket.event({ type: 'transcript', role: 'receptionist', text: 'Hola, soy EstefanIA. ¿En qué puedo ayudarte?' });
      socket.event({ type: 'audio_start', sample_rate: 22050, format: 'pcm_s16le' });
      socket.receive(new Int16Array(2048).buffer);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('Quedan 2:00');
    expect(screen.getByText('EstefanIA está hablando…')).toBeInTheDocument();
    const transcript = screen.getByRole('list', { name: 'Transcripción' });
    expect(transcript).toHaveAttribute('aria-live', 'polite');
    expect(transcript).toHaveTextContent('EstefanIA: Hola, soy EstefanIA. ¿En qué puedo ayudarte?');

    fireEvent.change(screen.getByLabelText('Escribe tu pregunta'), { target: { value: '¿Qué horario tenéis?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(socket.sent).toContain(JSON.stringify({ type: 'text', text: '¿Qué horario tenéis?' }));
    act(() => socket.event({ type: 'transcript', role: 'caller', text: '¿Qué horario tenéis?' }));
    expect(transcript).toHaveTextContent('Tú: ¿Qué horario tenéis?');

    fireEvent.click(screen.getByRole('button', { name: 'Colgar' }));
    expect(socket.sent).toContain(JSON.stringify({ type: 'hangup' }));
    act(() => socket.event({ type: 'ended', reason: 'hangup' }));
    const status = await screen.findByText(/Has colgado/);
    expect(status.closest('[role="status"]')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Descargar la transcripción' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver a llamar' })).toBeInTheDocument();
  });

  it("shows the service's Spanish refusal (a call already in progress) and stays usable", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({ error: { code: 'call_in_progress', message: 'Ya hay una llamada en curso con esta demo.' } }),
        {
          status: 409,
        },
      ),
    );
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Empezar la llamada' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ya hay una llamada en curso con esta demo.');
    expect(screen.getByRole('button', { name: 'Empezar la llamada' })).toBeEnabled();
  });

  it('treats an answer that does not say how to connect as a failed start, and opens nothing', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ ...started, connect_url: 'javascript:alert(1)' }), { status: 201 }),
    );
    const before = FakeSocket.last;
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Empezar la llamada' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(callContent.genericError);
    expect(FakeSocket.last).toBe(before);
    expect(screen.getByRole('button', { name: 'Empezar la llamada' })).toBeEnabled();
  });

  it('says the network failed when the service cannot be reached, and when the connection drops mid-call', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Empezar la llamada' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No hemos podido conectar con el servicio de llamadas.');

    fireEvent.click(screen.getByRole('button', { name: 'Empezar la llamada' }));
    await screen.findByText('Modo de prueba');
    act(() => {
      (FakeSocket.last as FakeSocket).open();
      (FakeSocket.last as FakeSocket).close();
    });
    expect(await screen.findByText(/Se ha perdido la conexión con la llamada/)).toBeInTheDocument();
  });
});
