import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { CardGrid, Section, theme, SectionHeading } from '@estefania/shared';
import { sampleCallsCopy, sampleCalls, type SampleCall } from './content/sampleCalls';
import { SampleCallCard } from './SampleCallCard';
import { useSampleCallPlayer, type CallPlayback } from './useSampleCallPlayer';

const copy = sampleCallsCopy;

function speechSynthesisOrNull(): SpeechSynthesis | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance === 'function'
    ? window.speechSynthesis
    : null;
}

const noSubscription = () => () => undefined;

/** Whether this browser can speak: false on the server and while hydrating, so the markup matches. */
function useCanSpeak(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => speechSynthesisOrNull() !== null,
    () => false,
  );
}

/** Reads each new line out loud while a call plays, when the browser can speak and the visitor wants it. */
function useSpokenTurns(call: SampleCall | undefined, playback: CallPlayback | undefined, enabled: boolean) {
  const spoken = useRef<string | null>(null);
  const status = playback?.status;
  const visibleTurns = playback?.visibleTurns ?? 0;
  useEffect(() => {
    const speech = speechSynthesisOrNull();
    if (!speech) return;
    if (!enabled || !call || status !== 'playing') {
      speech.cancel();
      spoken.current = null;
      return;
    }
    const key = `${call.id}:${visibleTurns}`;
    const turn = call.turns[visibleTurns - 1];
    if (!turn || spoken.current === key) return;
    spoken.current = key;
    speech.cancel();
    const utterance = new SpeechSynthesisUtterance(turn.text);
    utterance.lang = 'es-ES';
    utterance.rate = 1.05;
    utterance.pitch = turn.speaker === 'estefania' ? 1.15 : 0.85;
    speech.speak(utterance);
  }, [call, status, visibleTurns, enabled]);

  useEffect(() => () => speechSynthesisOrNull()?.cancel(), []);
}

export function SampleCallsSection({ calls = sampleCalls }: { calls?: readonly SampleCall[] }) {
  const player = useSampleCallPlayer(calls);
  const [voice, setVoice] = useState(true);
  const canSpeak = useCanSpeak();
  const activeCall = calls.find((call) => call.id === player.activeId);
  useSpokenTurns(activeCall, activeCall ? player.playbackOf(activeCall.id) : undefined, canSpeak && voice);

  return (
    <Section id={copy.id} aria-labelledby={`${copy.id}-titulo`} tone="alt">
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end', justifyContent: 'space-between', gap: theme.space(4) }}>
        <div>
          <SectionHeading id={`${copy.id}-titulo`} title={copy.title} lead={copy.lead} />
        </div>
        {canSpeak ? (
          <div css={{ marginBottom: theme.space(4) }}>
            <label css={{ display: 'inline-flex', alignItems: 'center', gap: theme.space(2) }}>
              <input
                type="checkbox"
                checked={voice}
                onChange={(event) => setVoice(event.target.checked)}
                aria-describedby={`${copy.id}-voz`}
                css={{ width: 20, height: 20 }}
              />
              {copy.voiceLabel}
            </label>
            <p
              id={`${copy.id}-voz`}
              css={{ margin: `${theme.space(1)} 0 0`, fontSize: theme.fontSizes.sm, color: theme.colors.muted }}
            >
              {copy.voiceNote}
            </p>
          </div>
        ) : null}
      </div>
      <div css={{ marginTop: theme.space(6) }}>
        <CardGrid minWidth={420}>
          {calls.map((call) => (
            <li key={call.id}>
              <SampleCallCard call={call} playback={player.playbackOf(call.id)} onToggle={player.toggle} />
            </li>
          ))}
        </CardGrid>
      </div>
    </Section>
  );
}
