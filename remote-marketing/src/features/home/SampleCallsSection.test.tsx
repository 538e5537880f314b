import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleCalls, type SampleCall } from './content/sampleCalls';
import { SampleCallsSection } from './SampleCallsSection';
import { callTimeline, TICK_MS } from './useSampleCallPlayer';

const calls: SampleCall[] = [
  {
    id: 'uno',
    title: 'Llamada uno',
    business: 'Negocio uno',
    image: { src: 'uno.svg', alt: 'Ilustración uno' },
    gradient: 'none',
    turns: [
      { speaker: 'estefania', text: 'Hola, soy EstefanIA.' },
      { speaker: 'caller', text: 'Quería una cita.' },
      { speaker: 'estefania', text: 'Apuntada para el lunes.' },
    ],
  },
  {
    id: 'dos',
    title: 'Llamada dos',
    business: 'Negocio dos',
    image: { src: 'dos.svg', alt: 'Ilustración dos' },
    gradient: 'none',
    turns: [
      { speaker: 'estefania', text: 'Buenos días.' },
      { speaker: 'caller', text: '¿Tenéis hueco?' },
    ],
  },
];
const [first, second] = calls as [SampleCall, SampleCall];
const firstTimeline = callTimeline(first.turns);

function progress(title: string) {
  return screen.getByRole('progressbar', { name: `Progreso de la llamada: ${title}` });
}
function transcript(title: string) {
  return screen.getByRole('log', { name: `Transcripción de la llamada: ${title}` });
}
function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SampleCallsSection', () => {
  it('shows the four demo cards of the spec, each with an image and a progress bar at 0 %', () => {
    render(<SampleCallsSection />);
    expect(sampleCalls).toHaveLength(4);
    for (const call of sampleCalls) {
      expect(screen.getByRole('heading', { name: call.title })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: call.image.alt })).toHaveAttribute('width', '320');
      expect(progress(call.title)).toHaveAttribute('aria-valuenow', '0');
      expect(call.turns.length).toBeGreaterThanOrEqual(6);
      expect(call.turns.length).toBeLessThanOrEqual(10);
    }
    expect(screen.getByRole('heading', { name: 'Administración de fincas: cuota de comunidad' })).toBeInTheDocument();
  });

  it('plays: the bar advances and the transcript reveals the turns in order', () => {
    render(<SampleCallsSection calls={calls} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reproducir la llamada: Llamada uno' }));
    expect(within(transcript('Llamada uno')).getByText('Hola, soy EstefanIA.')).toBeInTheDocument();
    expect(within(transcript('Llamada uno')).queryByText('Quería una cita.')).not.toBeInTheDocument();

    const secondStart = firstTimeline.starts[1] ?? 0;
    advance(secondStart);
    expect(within(transcript('Llamada uno')).getByText('Quería una cita.')).toBeInTheDocument();
    expect(Number(progress('Llamada uno').getAttribute('aria-valuenow'))).toBe(
      Math.round((secondStart / firstTimeline.totalMs) * 100),
    );
    expect(within(transcript('Llamada uno')).queryByText('Apuntada para el lunes.')).not.toBeInTheDocument();
  });

  it('pauses and resumes where it was', () => {
    render(<SampleCallsSection calls={calls} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reproducir la llamada: Llamada uno' }));
    advance(TICK_MS * 10);
    fireEvent.click(screen.getByRole('button', { name: 'Pausar la llamada: Llamada uno' }));
    const paused = progress('Llamada uno').getAttribute('aria-valuenow');
    expect(Number(paused)).toBeGreaterThan(0);
    advance(firstTimeline.totalMs);
    expect(progress('Llamada uno')).toHaveAttribute('aria-valuenow', paused);
    expect(within(transcript('Llamada uno')).queryByText('Apuntada para el lunes.')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Reproducir la llamada: Llamada uno' }));
    advance(TICK_MS * 5);
    expect(Number(progress('Llamada uno').getAttribute('aria-valuenow'))).toBeGreaterThan(Number(paused));
  });

  it('at the end goes back to 0 % with the whole transcript, and plays again from the start', () => {
    render(<SampleCallsSection calls={calls} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reproducir la llamada: Llamada uno' }));
    advance(firstTimeline.totalMs);
    expect(progress('Llamada uno')).toHaveAttribute('aria-valuenow', '0');
    expect(within(transcript('Llamada uno')).getByText('Apuntada para el lunes.')).toBeInTheDocument();
    expect(within(transcript('Llamada uno')).getByText(/Fin de la llamada/)).toBeInTheDocument();
    // Stopped: time passing changes nothing.
    advance(TICK_MS * 10);
    expect(progress('Llamada uno')).toHaveAttribute('aria-valuenow', '0');

    fireEvent.click(screen.getByRole('button', { name: 'Reproducir la llamada: Llamada uno' }));
    expect(within(transcript('Llamada uno')).queryByText('Quería una cita.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pausar la llamada: Llamada uno' })).toBeInTheDocument();
  });

  it('plays only one call at a time', () => {
    render(<SampleCallsSection calls={calls} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reproducir la llamada: Llamada uno' }));
    advance(TICK_MS * 10);
    fireEvent.click(screen.getByRole('button', { name: 'Reproducir la llamada: Llamada dos' }));
    expect(progress('Llamada uno')).toHaveAttribute('aria-valuenow', '0');
    expect(within(transcript('Llamada uno')).queryByText('Hola, soy EstefanIA.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reproducir la llamada: Llamada uno' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pausar la llamada: Llamada dos' })).toBeInTheDocument();
    advance(TICK_MS * 10);
    expect(Number(progress('Llamada dos').getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    expect(progress('Llamada uno')).toHaveAttribute('aria-valuenow', '0');
    expect(second.turns).toHaveLength(2);
  });

  it('reads each new line aloud when the browser can speak, and stops on pause', () => {
    const speak = vi.fn();
    const cancel = vi.fn();
    vi.stubGlobal('speechSynthesis', { speak, cancel });
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        lang = '';
        rate = 1;
        pitch = 1;
        constructor(public text: string) {}
      },
    );
    try {
      render(<SampleCallsSection calls={calls} />);
      expect(screen.getByRole('checkbox', { name: 'Con voz' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Con voz' })).toHaveAccessibleDescription(
        'La voz la pone tu navegador, no es la de EstefanIA.',
      );
      fireEvent.click(screen.getByRole('button', { name: 'Reproducir la llamada: Llamada uno' }));
      expect(speak).toHaveBeenCalledTimes(1);
      expect(speak.mock.calls[0]?.[0]).toMatchObject({ text: 'Hola, soy EstefanIA.', lang: 'es-ES' });
      advance(firstTimeline.starts[1] ?? 0);
      expect(speak).toHaveBeenCalledTimes(2);
      cancel.mockClear();
      fireEvent.click(screen.getByRole('button', { name: 'Pausar la llamada: Llamada uno' }));
      expect(cancel).toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
