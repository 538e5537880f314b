import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AudioPlayer, secondsHeard } from './AudioPlayer';
import { formatTime } from './formatTime';

// jsdom has no media playback: play/pause fire the events a browser would, and duration and
// currentTime are plain values per element.
const times = new WeakMap<HTMLMediaElement, { current: number; duration: number }>();
function clock(element: HTMLMediaElement) {
  let value = times.get(element);
  if (!value) {
    value = { current: 0, duration: Number.NaN };
    times.set(element, value);
  }
  return value;
}

let play: ReturnType<typeof vi.fn>;

beforeEach(() => {
  play = vi.fn(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play as unknown as () => Promise<void>);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
  vi.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return clock(this).duration;
  });
  vi.spyOn(HTMLMediaElement.prototype, 'currentTime', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return clock(this).current;
  });
  vi.spyOn(HTMLMediaElement.prototype, 'currentTime', 'set').mockImplementation(function (this: HTMLMediaElement, v) {
    clock(this).current = v;
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function player(name: string) {
  const group = screen.getByRole('group', { name });
  const audio = group.querySelector('audio') as HTMLAudioElement;
  return { group, audio, ...within(group) };
}

function loadMetadata(audio: HTMLAudioElement, duration: number) {
  clock(audio).duration = duration;
  act(() => {
    audio.dispatchEvent(new Event('loadedmetadata'));
  });
}

function renderPlayers() {
  render(
    <>
      <AudioPlayer src="http://localhost:8787/audio/d1/greeting.wav" label="Saludo inicial" />
      <AudioPlayer src="http://localhost:8787/audio/d1/message.wav" label="Mensaje principal" />
    </>,
  );
}

describe('formatTime', () => {
  it('writes m:ss and reads unknown values as 0:00', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(7.9)).toBe('0:07');
    expect(formatTime(65)).toBe('1:05');
    expect(formatTime(600)).toBe('10:00');
    expect(formatTime(Number.NaN)).toBe('0:00');
    expect(formatTime(Number.POSITIVE_INFINITY)).toBe('0:00');
  });
});

describe('AudioPlayer', () => {
  it('renders its own controls over a native audio without controls', () => {
    renderPlayers();
    const greeting = player('Saludo inicial');
    expect(greeting.audio).toHaveAttribute('src', 'http://localhost:8787/audio/d1/greeting.wav');
    expect(greeting.audio).not.toHaveAttribute('controls');
    expect(greeting.getByRole('button', { name: 'Reproducir' })).toBeInTheDocument();
    expect(greeting.getByRole('slider', { name: 'Posición de saludo inicial' })).toBeInTheDocument();
    expect(greeting.getByTestId('current-time')).toHaveTextContent('0:00');
    expect(greeting.getByTestId('total-time')).toHaveTextContent('0:00');
  });

  it('shows the total time once known, plays, shows the current time and pauses', async () => {
    const user = userEvent.setup();
    renderPlayers();
    const greeting = player('Saludo inicial');
    loadMetadata(greeting.audio, 7.4);
    expect(greeting.getByTestId('total-time')).toHaveTextContent('0:07');

    await user.click(greeting.getByRole('button', { name: 'Reproducir' }));
    expect(play).toHaveBeenCalledTimes(1);
    const pause = greeting.getByRole('button', { name: 'Pausar' });
    clock(greeting.audio).current = 3.2;
    act(() => {
      greeting.audio.dispatchEvent(new Event('timeupdate'));
    });
    expect(greeting.getByTestId('current-time')).toHaveTextContent('0:03');
    expect(greeting.getByRole('slider')).toHaveAttribute('aria-valuetext', '0:03 de 0:07');

    await user.click(pause);
    expect(greeting.getByRole('button', { name: 'Reproducir' })).toBeInTheDocument();
  });

  it('seeks with the keyboard on the slider', async () => {
    const user = userEvent.setup();
    renderPlayers();
    const greeting = player('Saludo inicial');
    loadMetadata(greeting.audio, 9);
    const slider = greeting.getByRole('slider');
    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(greeting.audio.currentTime).toBe(2);
    expect(greeting.getByTestId('current-time')).toHaveTextContent('0:02');
    await user.keyboard('{ArrowLeft}');
    expect(greeting.audio.currentTime).toBe(1);
    await user.keyboard('{End}');
    expect(greeting.audio.currentTime).toBe(9);
    await user.keyboard('{Home}{PageUp}');
    expect(greeting.audio.currentTime).toBe(5);
    await user.keyboard('{ArrowLeft}'.repeat(8));
    expect(greeting.audio.currentTime).toBe(0);
  });

  it('seeks when the slider is moved', () => {
    renderPlayers();
    const greeting = player('Saludo inicial');
    loadMetadata(greeting.audio, 9);
    fireEvent.change(greeting.getByRole('slider'), { target: { value: '6' } });
    expect(greeting.audio.currentTime).toBe(6);
    expect(greeting.getByTestId('current-time')).toHaveTextContent('0:06');
  });

  it('goes back to paused at the end, and plays again from the start', async () => {
    const user = userEvent.setup();
    renderPlayers();
    const greeting = player('Saludo inicial');
    loadMetadata(greeting.audio, 5);
    await user.click(greeting.getByRole('button', { name: 'Reproducir' }));
    clock(greeting.audio).current = 5;
    act(() => {
      greeting.audio.dispatchEvent(new Event('ended'));
    });
    expect(greeting.getByRole('button', { name: 'Reproducir' })).toBeInTheDocument();
    expect(greeting.getByTestId('current-time')).toHaveTextContent('0:05');
    await user.click(greeting.getByRole('button', { name: 'Reproducir' }));
    expect(greeting.audio.currentTime).toBe(0);
    expect(greeting.getByRole('button', { name: 'Pausar' })).toBeInTheDocument();
  });

  it('plays one clip at a time', async () => {
    const user = userEvent.setup();
    renderPlayers();
    const greeting = player('Saludo inicial');
    const message = player('Mensaje principal');
    loadMetadata(greeting.audio, 7);
    loadMetadata(message.audio, 8);
    await user.click(greeting.getByRole('button', { name: 'Reproducir' }));
    await user.click(message.getByRole('button', { name: 'Reproducir' }));
    expect(message.getByRole('button', { name: 'Pausar' })).toBeInTheDocument();
    expect(greeting.getByRole('button', { name: 'Reproducir' })).toBeInTheDocument();
    await user.click(greeting.getByRole('button', { name: 'Reproducir' }));
    expect(message.getByRole('button', { name: 'Reproducir' })).toBeInTheDocument();
    expect(greeting.getByRole('button', { name: 'Pausar' })).toBeInTheDocument();
  });

  it('says so clearly when the audio cannot be loaded', () => {
    renderPlayers();
    const greeting = player('Saludo inicial');
    act(() => {
      greeting.audio.dispatchEvent(new Event('error'));
    });
    expect(greeting.getByRole('alert')).toHaveTextContent(
      'No hemos podido cargar este audio. Comprueba tu conexión y recarga la página.',
    );
    expect(greeting.getByRole('button', { name: 'Reproducir' })).toBeDisabled();
    // The other clip is unaffected.
    expect(player('Mensaje principal').getByRole('button', { name: 'Reproducir' })).toBeEnabled();
  });
});

describe('AudioPlayer with a file the browser had read before the player listened', () => {
  it('shows the total time it already knew (a quick or cached file fires loadedmetadata first)', () => {
    vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(HTMLMediaElement.HAVE_METADATA);
    vi.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockReturnValue(14.2);
    renderPlayers();
    expect(player('Saludo inicial').getByTestId('total-time')).toHaveTextContent('0:14');
    expect(player('Saludo inicial').getByRole('slider')).toBeEnabled();
  });

  it('says it could not be loaded when the error came first', () => {
    // jsdom has no `error` on media elements: it is given one for this test.
    Object.defineProperty(HTMLMediaElement.prototype, 'error', { configurable: true, get: () => ({ code: 4 }) });
    try {
      renderPlayers();
      expect(player('Saludo inicial').getByRole('alert')).toHaveTextContent('No hemos podido cargar este audio.');
      expect(player('Saludo inicial').getByRole('button', { name: 'Reproducir' })).toBeDisabled();
    } finally {
      Reflect.deleteProperty(HTMLMediaElement.prototype, 'error');
    }
  });
});

describe('how much of a clip was heard', () => {
  function ranges(...spans: [number, number][]): TimeRanges {
    return {
      length: spans.length,
      start: (index: number) => spans[index]?.[0] ?? 0,
      end: (index: number) => spans[index]?.[1] ?? 0,
    };
  }

  it('adds up the parts played, each once, to a tenth of a second', () => {
    expect(secondsHeard(undefined)).toBe(0);
    expect(secondsHeard(ranges())).toBe(0);
    expect(secondsHeard(ranges([0, 3.04], [5, 7.5]))).toBe(5.5);
  });

  it('is told when the clip stops: on pause, at the end and when the player goes, only when it grew', async () => {
    let played = ranges();
    vi.spyOn(HTMLMediaElement.prototype, 'played', 'get').mockImplementation(() => played);
    const onHeard = vi.fn();
    const user = userEvent.setup();
    const { unmount } = render(
      <AudioPlayer src="http://localhost:8787/audio/d1/greeting.wav" label="Saludo inicial" onHeard={onHeard} />,
    );
    const greeting = player('Saludo inicial');
    loadMetadata(greeting.audio, 7);
    await user.click(greeting.getByRole('button', { name: 'Reproducir' }));
    played = ranges([0, 2]);
    await user.click(greeting.getByRole('button', { name: 'Pausar' }));
    expect(onHeard).toHaveBeenLastCalledWith(2);
    await user.click(greeting.getByRole('button', { name: 'Reproducir' }));
    played = ranges([0, 7]);
    act(() => {
      greeting.audio.dispatchEvent(new Event('pause'));
      greeting.audio.dispatchEvent(new Event('ended'));
    });
    expect(onHeard.mock.calls).toEqual([[2], [7]]);
    unmount();
    expect(onHeard).toHaveBeenCalledTimes(2);
  });
});
