import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Pause, Play } from 'lucide-react';
import { focusRing, theme } from '@estefania/shared';
import { audioPlayerContent as content } from './content/demo';
import { claimPlayback, releasePlayback } from './audioCoordinator';
import { formatTime } from './formatTime';

/** Seconds moved by one arrow key on the slider; Page Up/Down move five times as much. */
const SEEK_STEP_S = 1;

/** Seconds of the clip heard so far, each part once however often it was replayed, to 0.1 s. */
export function secondsHeard(played: TimeRanges | undefined): number {
  if (!played) return 0;
  let total = 0;
  for (let index = 0; index < played.length; index += 1) total += played.end(index) - played.start(index);
  return Math.round(total * 10) / 10;
}

/**
 * A demo clip with our own controls over a native <audio> (no `controls`): play/pause, a seek
 * slider operable by keyboard, and current/total time as m:ss. Playing one pauses the other.
 * `onHeard` is told how much of the clip has been heard whenever it stops (pause, end, leaving).
 */
export function AudioPlayer({ src, label, onHeard }: { src: string; label: string; onHeard?: (secondsHeard: number) => void }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(0);
  const [failed, setFailed] = useState(false);
  const labelId = useId();
  const reported = useRef(0);
  const reportHeard = useEffectEvent((audio: HTMLAudioElement) => {
    const heard = secondsHeard(audio.played);
    if (heard <= reported.current) return;
    reported.current = heard;
    onHeard?.(heard);
  });

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return undefined;
    const onPlay = () => {
      claimPlayback(audio);
      setPlaying(true);
    };
    const onPause = () => {
      releasePlayback(audio);
      setPlaying(false);
      reportHeard(audio);
    };
    const onEnded = () => {
      releasePlayback(audio);
      setPlaying(false);
      setCurrent(audio.duration || 0);
      reportHeard(audio);
    };
    const onTime = () => setCurrent(audio.currentTime);
    const onDuration = () => setDuration(Number.isFinite(audio.duration) ? audio.duration : 0);
    const onError = () => {
      releasePlayback(audio);
      setPlaying(false);
      setFailed(true);
    };
    const listeners: Array<[string, () => void]> = [
      ['play', onPlay],
      ['pause', onPause],
      ['ended', onEnded],
      ['timeupdate', onTime],
      ['seeked', onTime],
      ['loadedmetadata', onDuration],
      ['durationchange', onDuration],
      ['error', onError],
    ];
    for (const [type, listener] of listeners) audio.addEventListener(type, listener);
    // The element starts loading when it is created, before this effect runs: what it already
    // knows (a quick or cached file) fired no event we could hear.
    if (audio.error) onError();
    else if (audio.readyState >= HTMLMediaElement.HAVE_METADATA) onDuration();
    return () => {
      for (const [type, listener] of listeners) audio.removeEventListener(type, listener);
      audio.pause();
      releasePlayback(audio);
      reportHeard(audio);
    };
  }, []);

  const toggle = () => {
    const audio = audioRef.current;
    if (!audio || failed) return;
    if (playing) {
      audio.pause();
      return;
    }
    // At the end, play starts again from the beginning.
    if (duration > 0 && audio.currentTime >= duration) audio.currentTime = 0;
    const started = audio.play() as Promise<void> | undefined;
    // A refused start (the file failed) is reported by the error event; nothing else to do here.
    started?.catch(() => setPlaying(false));
  };

  const seekTo = (seconds: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    const target = Math.min(Math.max(seconds, 0), duration || 0);
    audio.currentTime = target;
    setCurrent(target);
  };

  const onSliderKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: SEEK_STEP_S,
      ArrowUp: SEEK_STEP_S,
      ArrowLeft: -SEEK_STEP_S,
      ArrowDown: -SEEK_STEP_S,
      PageUp: SEEK_STEP_S * 5,
      PageDown: -SEEK_STEP_S * 5,
    };
    if (event.key === 'Home') seekTo(0);
    else if (event.key === 'End') seekTo(duration);
    else if (event.key in moves) seekTo(current + (moves[event.key] ?? 0));
    else return;
    event.preventDefault();
  };

  const currentLabel = formatTime(current);
  const totalLabel = formatTime(duration);

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      css={{
        padding: theme.space(4),
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.lg,
        background: theme.colors.surfaceAlt,
      }}
    >
      <p id={labelId} css={{ fontWeight: 700, margin: `0 0 ${theme.space(2)}` }}>
        {label}
      </p>
      <audio ref={audioRef} src={src} preload="metadata" />
      <div css={{ display: 'flex', alignItems: 'center', gap: theme.space(3) }}>
        <button
          type="button"
          onClick={toggle}
          disabled={failed}
          aria-label={playing ? content.pause : content.play}
          css={[
            {
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: 44,
              height: 44,
              flex: 'none',
              borderRadius: '50%',
              border: 0,
              background: theme.colors.brand,
              color: theme.colors.onBrand,
              cursor: 'pointer',
              '&:disabled': { background: theme.colors.muted, cursor: 'not-allowed' },
            },
            focusRing,
          ]}
        >
          {playing ? <Pause aria-hidden="true" size={20} /> : <Play aria-hidden="true" size={20} />}
        </button>
        <input
          type="range"
          min={0}
          max={duration || 0}
          step="any"
          value={Math.min(current, duration || 0)}
          disabled={failed || duration === 0}
          onChange={(event) => seekTo(Number(event.target.value))}
          onKeyDown={onSliderKey}
          aria-label={content.seek(label)}
          aria-valuetext={content.position(currentLabel, totalLabel)}
          css={[{ flex: 1, minWidth: 0, accentColor: theme.colors.brand, height: 24 }, focusRing]}
        />
        <span css={{ fontVariantNumeric: 'tabular-nums', fontSize: theme.fontSizes.sm, whiteSpace: 'nowrap' }}>
          <span data-testid="current-time">{currentLabel}</span> / <span data-testid="total-time">{totalLabel}</span>
        </span>
      </div>
      {failed ? (
        <p role="alert" css={{ margin: `${theme.space(2)} 0 0`, color: theme.colors.danger, fontSize: theme.fontSizes.sm }}>
          {content.loadError}
        </p>
      ) : null}
    </div>
  );
}
