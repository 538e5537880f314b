import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CallTurn } from './content/sampleCalls';

/** How often the player advances. Each tick moves the clock by exactly this much, so tests with fake timers are exact. */
export const TICK_MS = 100;

/** About the time it takes to say the line out loud (≈16 characters a second plus a breath), in whole ticks. */
export function turnDurationMs(text: string): number {
  return Math.ceil((900 + text.length * 62) / TICK_MS) * TICK_MS;
}

export interface CallTimeline {
  /** When each turn starts, in ms from the beginning of the call. */
  starts: number[];
  totalMs: number;
}

export function callTimeline(turns: readonly CallTurn[]): CallTimeline {
  const starts: number[] = [];
  let at = 0;
  for (const turn of turns) {
    starts.push(at);
    at += turnDurationMs(turn.text);
  }
  return { starts, totalMs: at };
}

export type PlayerStatus = 'idle' | 'playing' | 'paused' | 'ended';

export interface CallPlayback {
  status: PlayerStatus;
  elapsedMs: number;
  totalMs: number;
  /** 0–100, rounded. */
  percent: number;
  /** How many turns of the transcript are showing. */
  visibleTurns: number;
}

interface PlayerState {
  activeId: string | null;
  status: PlayerStatus;
  elapsedMs: number;
}

const initial: PlayerState = { activeId: null, status: 'idle', elapsedMs: 0 };

/**
 * Plays the sample calls one at a time: starting one stops any other. A call plays, pauses, resumes, and when it
 * ends goes back to 0 % with the whole transcript left on screen; playing it again starts over.
 */
export function useSampleCallPlayer(calls: ReadonlyArray<{ id: string; turns: readonly CallTurn[] }>) {
  const timelines = useMemo(() => new Map(calls.map((call) => [call.id, callTimeline(call.turns)])), [calls]);
  const [state, setState] = useState<PlayerState>(initial);

  const playing = state.status === 'playing';
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      setState((current) => {
        if (current.status !== 'playing' || current.activeId === null) return current;
        const total = timelines.get(current.activeId)?.totalMs ?? 0;
        const elapsedMs = current.elapsedMs + TICK_MS;
        return elapsedMs >= total ? { ...current, status: 'ended', elapsedMs: 0 } : { ...current, elapsedMs };
      });
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [playing, timelines]);

  const toggle = useCallback((id: string) => {
    setState((current) => {
      if (current.activeId !== id) return { activeId: id, status: 'playing', elapsedMs: 0 };
      switch (current.status) {
        case 'playing':
          return { ...current, status: 'paused' };
        case 'paused':
          return { ...current, status: 'playing' };
        default:
          return { ...current, status: 'playing', elapsedMs: 0 };
      }
    });
  }, []);

  const stop = useCallback(() => setState(initial), []);

  const playbackOf = useCallback(
    (id: string): CallPlayback => {
      const timeline = timelines.get(id) ?? { starts: [], totalMs: 0 };
      if (state.activeId !== id || state.status === 'idle') {
        return { status: 'idle', elapsedMs: 0, totalMs: timeline.totalMs, percent: 0, visibleTurns: 0 };
      }
      const visibleTurns =
        state.status === 'ended' ? timeline.starts.length : timeline.starts.filter((start) => start <= state.elapsedMs).length;
      const percent = timeline.totalMs ? Math.round((state.elapsedMs / timeline.totalMs) * 100) : 0;
      return { status: state.status, elapsedMs: state.elapsedMs, totalMs: timeline.totalMs, percent, visibleTurns };
    },
    [state, timelines],
  );

  return { activeId: state.activeId, toggle, stop, playbackOf };
}
