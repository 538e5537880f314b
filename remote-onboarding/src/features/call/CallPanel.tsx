import { useEffect, useRef, useState, type FormEvent } from 'react';
import { buttonStyles, inputStyles, theme } from '@estefania/shared';
import { noticeStyles } from '../../components/noticeStyles';
import { CallStartError, connectCall, startCall, type CallConnection, type CallStarted, type Speaker } from './callClient';
import { callContent as content } from './content/call';

type Phase = 'consent' | 'starting' | 'live' | 'ended';

/** m:ss, counting down. */
const minutesAndSeconds = (seconds: number) => {
  const whole = Math.ceil(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

interface Line {
  speaker: Speaker;
  text: string;
}

/** The microphone, or null when the visitor declines it or there is none: the call goes on with typed questions. */
async function askMicrophone(): Promise<{ stream: MediaStream | null; notice: string | null }> {
  if (!navigator.mediaDevices?.getUserMedia) return { stream: null, notice: content.micMissing };
  try {
    return { stream: await navigator.mediaDevices.getUserMedia({ audio: true }), notice: null };
  } catch {
    return { stream: null, notice: content.micDenied };
  }
}

/**
 * A live call with the demo's receptionist: consent first, then the microphone, the call with its
 * countdown, both sides' transcript, a typed question and the hang-up; every failure in Spanish, and
 * the recorded demo above untouched whatever happens.
 */
export default function CallPanel({
  demoId,
  companyName,
  endpoint,
  onClose,
}: {
  demoId: string;
  companyName: string;
  endpoint: string;
  onClose: () => void;
}) {
  const [phase, setPhase] = useState<Phase>('consent');
  const [started, setStarted] = useState<CallStarted | null>(null);
  const [lines, setLines] = useState<Line[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [endedReason, setEndedReason] = useState<string | null>(null);
  const [connectedAt, setConnectedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [frames, setFrames] = useState(0);
  const [speaking, setSpeaking] = useState(false);
  const [question, setQuestion] = useState('');
  const connection = useRef<CallConnection | null>(null);
  const microphone = useRef<MediaStream | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const speakingTimer = useRef<number | undefined>(undefined);

  const releaseMicrophone = () => {
    for (const track of microphone.current?.getTracks() ?? []) track.stop();
    microphone.current = null;
  };

  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    if (phase !== 'live') return;
    const timer = window.setInterval(() => setNow(Date.now()), 500);
    return () => window.clearInterval(timer);
  }, [phase]);
  useEffect(
    () => () => {
      // Leaving the page (or closing the panel) mid-call hangs up.
      connection.current?.hangUp();
      releaseMicrophone();
      window.clearTimeout(speakingTimer.current);
    },
    [],
  );
  useEffect(() => {
    if (phase === 'ended') statusRef.current?.focus();
  }, [phase]);

  const begin = async () => {
    setPhase('starting');
    setError(null);
    setLines([]);
    setFrames(0);
    setConnectedAt(null);
    const mic = await askMicrophone();
    microphone.current = mic.stream;
    setNotice(mic.notice);
    let call: CallStarted;
    try {
      call = await startCall(endpoint, demoId, content.genericError, content.networkError);
    } catch (failure) {
      releaseMicrophone();
      setError(failure instanceof CallStartError ? failure.message : content.genericError);
      setPhase('consent');
      return;
    }
    setStarted(call);
    setPhase('live');
    connection.current = connectCall(call, mic.stream, {
      onConnected: () => setConnectedAt((at) => at ?? Date.now()),
      onTranscript: (speaker, text) => setLines((current) => [...current, { speaker, text }]),
      onAudio: (count) => {
        setFrames(count);
        setSpeaking(true);
        window.clearTimeout(speakingTimer.current);
        speakingTimer.current = window.setTimeout(() => setSpeaking(false), 1_200);
      },
      onEnded: (reason) => {
        connection.current = null;
        releaseMicrophone();
        setSpeaking(false);
        setEndedReason(reason);
        setPhase('ended');
      },
    });
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = question.trim();
    if (!text) return;
    connection.current?.sendText(text);
    setQuestion('');
  };

  const download = () => {
    const text = lines
      .map((line) => `${line.speaker === 'caller' ? content.caller : content.receptionist}: ${line.text}`)
      .join('\n');
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = content.transcriptFile(companyName.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
    link.click();
    URL.revokeObjectURL(url);
  };

  const maxSeconds = started?.max_seconds ?? 120;
  const remaining =
    connectedAt === null ? maxSeconds : Math.min(maxSeconds, Math.max(0, maxSeconds - (now - connectedAt) / 1000));

  return (
    <section
      aria-labelledby="call-heading"
      data-audio-frames={frames}
      css={{ border: `1px solid ${theme.colors.border}`, borderRadius: theme.radii.md, padding: theme.space(5) }}
    >
      <h3 id="call-heading" ref={headingRef} tabIndex={-1} css={{ marginTop: 0, '&:focus': { outline: 'none' } }}>
        {content.heading(companyName)}
      </h3>
      {started?.test_mode ? (
        <p>
          <strong
            css={{
              background: theme.colors.brandSoft,
              padding: `${theme.space(1)} ${theme.space(2)}`,
              borderRadius: theme.radii.md,
            }}
          >
            {content.testMode}
          </strong>{' '}
          {content.testModeNote}
        </p>
      ) : null}
      {error ? (
        <p role="alert" css={noticeStyles('danger')}>
          {error}
        </p>
      ) : null}
      {notice ? (
        <p role="status" css={noticeStyles('info')}>
          {notice}
        </p>
      ) : null}

      {phase === 'consent' || phase === 'starting' ? (
        <>
          {content.consent.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <div css={{ display: 'flex', gap: theme.space(3), flexWrap: 'wrap' }}>
            <button type="button" css={buttonStyles('primary')} disabled={phase === 'starting'} onClick={() => void begin()}>
              {phase === 'starting' ? content.connecting : content.start}
            </button>
            <button type="button" css={buttonStyles('ghost')} onClick={onClose}>
              {content.cancel}
            </button>
          </div>
        </>
      ) : null}

      {phase === 'live' ? (
        <p>
          <strong>{connectedAt === null ? content.connecting : content.inCall}</strong>
          {' · '}
          <span role="timer" aria-live="off">
            {content.remaining(minutesAndSeconds(remaining))}
          </span>
          {speaking ? <span css={{ marginLeft: theme.space(3), color: theme.colors.muted }}>{content.speaking}</span> : null}
        </p>
      ) : null}

      {phase === 'ended' ? (
        <p role="status" ref={statusRef} tabIndex={-1} css={noticeStyles('info')}>
          <strong>{content.endedTitle}.</strong> {content.ended[endedReason ?? 'hangup'] ?? content.ended.disconnected}
        </p>
      ) : null}

      {phase === 'live' || phase === 'ended' ? (
        <>
          <h4 id="call-transcript-heading">{content.transcript}</h4>
          <ol aria-labelledby="call-transcript-heading" aria-live="polite" css={{ paddingLeft: theme.space(5) }}>
            {lines.map((line, index) => (
              <li key={index}>
                <strong>{line.speaker === 'caller' ? content.caller : content.receptionist}:</strong> {line.text}
              </li>
            ))}
          </ol>
        </>
      ) : null}

      {phase === 'live' ? (
        <>
          <form onSubmit={send} css={{ display: 'flex', gap: theme.space(3), alignItems: 'flex-end', flexWrap: 'wrap' }}>
            <div css={{ flex: '1 1 16rem' }}>
              <label htmlFor="call-question" css={{ display: 'block', fontWeight: 600, marginBottom: theme.space(1) }}>
                {content.question}
              </label>
              <input
                id="call-question"
                value={question}
                maxLength={300}
                autoComplete="off"
                onChange={(event) => setQuestion(event.target.value)}
                css={inputStyles}
              />
            </div>
            <button type="submit" css={buttonStyles('secondary')}>
              {content.send}
            </button>
          </form>
          <button
            type="button"
            css={[buttonStyles('primary'), { marginTop: theme.space(4) }]}
            onClick={() => connection.current?.hangUp()}
          >
            {content.hangUp}
          </button>
        </>
      ) : null}

      {phase === 'ended' ? (
        <div css={{ display: 'flex', gap: theme.space(3), flexWrap: 'wrap' }}>
          <button type="button" css={buttonStyles('primary')} onClick={() => void begin()}>
            {content.again}
          </button>
          {lines.length > 0 ? (
            <button type="button" css={buttonStyles('secondary')} onClick={download}>
              {content.download}
            </button>
          ) : null}
          <button type="button" css={buttonStyles('ghost')} onClick={onClose}>
            {content.close}
          </button>
        </div>
      ) : null}
    </section>
  );
}
