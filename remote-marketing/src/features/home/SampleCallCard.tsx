import { useEffect, useRef } from 'react';
import { Pause, Play, RotateCcw } from 'lucide-react';
import { Card, CardBody, focusRing, theme } from '@estefania/shared';
import { sampleCallsCopy, speakerNames, type SampleCall } from './content/sampleCalls';
import type { CallPlayback } from './useSampleCallPlayer';

const copy = sampleCallsCopy;

function clock(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Spec §3 demo card: title, image, gradient; the play button plays its conversation as a live transcript. */
export function SampleCallCard({
  call,
  playback,
  onToggle,
}: {
  call: SampleCall;
  playback: CallPlayback;
  onToggle: (id: string) => void;
}) {
  const logRef = useRef<HTMLDivElement>(null);
  const { status, percent, visibleTurns } = playback;
  const isPlaying = status === 'playing';
  const turns = call.turns.slice(0, visibleTurns);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [visibleTurns]);

  const Icon = isPlaying ? Pause : status === 'ended' ? RotateCcw : Play;
  return (
    <Card as="article" media aria-labelledby={`llamada-${call.id}`}>
      <div css={{ background: call.gradient, padding: theme.space(4), display: 'flex', justifyContent: 'center' }}>
        <img
          src={call.image.src}
          alt={call.image.alt}
          width={320}
          height={200}
          loading="lazy"
          decoding="async"
          css={{ width: '100%', maxWidth: 320, height: 'auto', aspectRatio: '16 / 10' }}
        />
      </div>
      <CardBody>
        <div css={{ display: 'flex', alignItems: 'center', gap: theme.space(3) }}>
          <button
            type="button"
            onClick={() => onToggle(call.id)}
            aria-label={isPlaying ? copy.pause(call.title) : copy.play(call.title)}
            css={[
              {
                flex: 'none',
                width: 48,
                height: 48,
                borderRadius: '50%',
                border: 'none',
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                background: theme.colors.brand,
                color: theme.colors.onBrand,
                cursor: 'pointer',
                '&:hover': { background: theme.colors.brandDark },
              },
              focusRing,
            ]}
          >
            <Icon aria-hidden="true" size={22} />
          </button>
          <div>
            <h3 id={`llamada-${call.id}`} css={{ fontSize: theme.fontSizes.lg, margin: 0 }}>
              {call.title}
            </h3>
            <p css={{ margin: 0, color: theme.colors.muted, fontSize: theme.fontSizes.sm }}>{call.business}</p>
          </div>
        </div>
        <div css={{ display: 'flex', alignItems: 'center', gap: theme.space(2) }}>
          <div
            role="progressbar"
            aria-label={copy.progress(call.title)}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${percent} % (${clock(playback.elapsedMs)} de ${clock(playback.totalMs)})`}
            css={{ flex: 1, height: 8, borderRadius: theme.radii.pill, background: theme.colors.border, overflow: 'hidden' }}
          >
            <div
              css={{ height: '100%', background: theme.colors.brand, transition: 'width 0.1s linear' }}
              style={{ width: `${percent}%` }}
            />
          </div>
          <span
            aria-hidden="true"
            css={{ fontSize: theme.fontSizes.xs, color: theme.colors.muted, fontVariantNumeric: 'tabular-nums' }}
          >
            {percent} %
          </span>
        </div>
        <div
          ref={logRef}
          role="log"
          aria-label={copy.transcript(call.title)}
          tabIndex={0}
          css={[
            {
              height: 200,
              overflowY: 'auto',
              background: theme.colors.surfaceAlt,
              borderRadius: theme.radii.md,
              padding: theme.space(3),
              fontSize: theme.fontSizes.sm,
            },
            focusRing,
          ]}
        >
          {turns.length === 0 ? (
            <p css={{ margin: 0, color: theme.colors.muted }}>{copy.idleHint}</p>
          ) : (
            <ol css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(2) }}>
              {turns.map((turn, index) => (
                <li
                  key={index}
                  css={{
                    maxWidth: '90%',
                    justifySelf: turn.speaker === 'caller' ? 'end' : 'start',
                    padding: `${theme.space(2)} ${theme.space(3)}`,
                    borderRadius: theme.radii.md,
                    background: turn.speaker === 'caller' ? theme.colors.surface : theme.colors.brandSoft,
                    border: `1px solid ${theme.colors.border}`,
                    animation: 'sample-call-turn-in 0.35s ease-out',
                    '@keyframes sample-call-turn-in': {
                      from: { opacity: 0, transform: 'translateY(6px)' },
                      to: { opacity: 1, transform: 'none' },
                    },
                  }}
                >
                  <strong css={{ display: 'block', fontSize: theme.fontSizes.xs, color: theme.colors.brandDark }}>
                    {speakerNames[turn.speaker]}
                  </strong>
                  {turn.text}
                </li>
              ))}
            </ol>
          )}
          {status === 'ended' ? (
            <p css={{ margin: `${theme.space(3)} 0 0`, color: theme.colors.muted, fontStyle: 'italic' }}>{copy.ended}</p>
          ) : null}
        </div>
      </CardBody>
    </Card>
  );
}
