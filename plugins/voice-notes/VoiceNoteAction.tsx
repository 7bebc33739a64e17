import { Button, type ContributionPoints, formatDuration, IconButton, iconButtonClass, type LazyComponent, logger, notify, sendMessage, tooltipClass, useIntl, useNow } from '@tessera/core';
import { useEffect, useRef, useState } from 'react';
import { Button as AriaButton, Tooltip, TooltipTrigger, VisuallyHidden } from 'react-aria-components';
import {
  AUDIO_BITS_PER_SECOND,
  isOgg,
  MAX_RECORDING_MS,
  microphoneProblem,
  OGG_OPUS_TYPE,
  type RecordingFormat,
  recordingFormat,
  uploadFailure,
  voiceNoteName,
} from './recording';
import { dot, elapsed, recording, stoppedDot } from './voiceNotes.css';

/** What a composer action gets (the conversation plugin's contract, read through the core's registry). */
type ComposerActionProps = ContributionPoints['conversation.composerActions']['component'] extends LazyComponent<infer P> ? P : never;

/**
 * 'Gravar áudio' beside the reply box (spec 001 §2): asks for the microphone, records with a
 * running time, and sends the note as an Ogg/Opus file (§9), or cancels it. Hidden where the
 * browser cannot record Opus.
 */
export default function VoiceNoteAction(props: ComposerActionProps) {
  const [format] = useState(recordingFormat);
  if (!format) return null;
  return <VoiceNoteRecorder {...props} format={format} />;
}

type Phase = 'idle' | 'asking' | 'recording' | 'sending';

/** What a recording holds while it runs: released on cancel, send and unmount. */
interface Take {
  stream: MediaStream;
  recorder: MediaRecorder;
  chunks: Blob[];
  stopped: Promise<void>;
  limit: ReturnType<typeof setTimeout>;
}

function release(take: Take | undefined) {
  if (!take) return;
  clearTimeout(take.limit);
  if (take.recorder.state !== 'inactive') take.recorder.stop();
  for (const track of take.stream.getTracks()) track.stop();
}

function VoiceNoteRecorder({ conversationId, focusComposer, format }: ComposerActionProps & { format: RecordingFormat }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `voice-notes.${id}` }, values);
  const [phase, setPhase] = useState<Phase>('idle');
  const [startedAt, setStartedAt] = useState(0);
  const [stoppedAt, setStoppedAt] = useState<number | undefined>();
  const [announcement, setAnnouncement] = useState('');
  const take = useRef<Take | undefined>(undefined);
  const mounted = useRef(true);
  const recordRef = useRef<HTMLButtonElement>(null);
  const sendRef = useRef<HTMLButtonElement>(null);
  const focusRecordNext = useRef(false);

  // Leaving the conversation (or the plugin going off) stops the microphone.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      release(take.current);
      take.current = undefined;
    };
  }, []);

  // The keyboard follows the control that matters next: Send while recording, the record button after a cancel.
  useEffect(() => {
    if (phase === 'recording') sendRef.current?.focus();
    if (phase === 'idle' && focusRecordNext.current) {
      focusRecordNext.current = false;
      recordRef.current?.focus();
    }
  }, [phase]);

  const start = async () => {
    if (phase !== 'idle') return;
    setPhase('asking');
    setAnnouncement('');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      if (!mounted.current) return;
      const problem = microphoneProblem(error);
      if (problem === 'failed') logger.warn('[voice-notes] the microphone could not be opened', error);
      notify.toast({ tone: 'error', text: { id: `voice-notes.problem.${problem}` } });
      setPhase('idle');
      return;
    }
    if (!mounted.current) {
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(stream, { mimeType: format.mimeType, audioBitsPerSecond: AUDIO_BITS_PER_SECOND });
    } catch (error) {
      for (const track of stream.getTracks()) track.stop();
      logger.warn('[voice-notes] the recorder could not start', error);
      notify.toast({ tone: 'error', text: { id: 'voice-notes.problem.failed' } });
      setPhase('idle');
      return;
    }
    const chunks: Blob[] = [];
    recorder.addEventListener('dataavailable', (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    });
    const stopped = new Promise<void>((resolve) => recorder.addEventListener('stop', () => resolve(), { once: true }));
    recorder.addEventListener('error', () => {
      if (take.current?.recorder !== recorder) return;
      release(take.current);
      take.current = undefined;
      notify.toast({ tone: 'error', text: { id: 'voice-notes.problem.failed' } });
      if (mounted.current) setPhase('idle');
    });
    const limit = setTimeout(() => {
      if (take.current?.recorder !== recorder) return;
      // At the limit the microphone stops; what was recorded waits for Send or Cancel.
      release(take.current);
      setStoppedAt(Date.now());
      setAnnouncement(t('limitReached', { minutes: MAX_RECORDING_MS / 60_000 }));
    }, MAX_RECORDING_MS);
    take.current = { stream, recorder, chunks, stopped, limit };
    // Chunks every second: a long note is gathered as it goes, not in one piece at the end.
    recorder.start(1_000);
    // The remuxer (a chunk of its own) loads while the agent speaks, not after Send.
    if (format.remux) import('./remux').catch(() => undefined);
    setStartedAt(Date.now());
    setStoppedAt(undefined);
    setPhase('recording');
    setAnnouncement(t('started'));
  };

  const cancel = () => {
    release(take.current);
    take.current = undefined;
    focusRecordNext.current = true;
    setPhase('idle');
    setAnnouncement(t('cancelled'));
  };

  const send = async () => {
    const current = take.current;
    if (!current || phase !== 'recording') return;
    setPhase('sending');
    setAnnouncement(t('preparing'));
    release(current);
    await current.stopped;
    take.current = undefined;
    let file: File;
    try {
      const recorded = new Uint8Array(await new Blob(current.chunks).arrayBuffer());
      // Chromium records WebM only: its Opus packets go into Ogg as they are (remux.ts, loaded now).
      const ogg = format.remux ? await (await import('./remux')).webmToOggOpus(recorded) : recorded;
      if (!isOgg(ogg)) throw new Error('the recording is not Ogg');
      file = new File([ogg], voiceNoteName(Date.now()), { type: OGG_OPUS_TYPE });
    } catch (error) {
      const empty = error instanceof Error && error.name === 'RemuxError' && (error as Error & { reason?: string }).reason === 'empty';
      if (!empty) logger.warn('[voice-notes] the recording could not be made into Ogg/Opus', error);
      notify.toast({ tone: 'error', text: { id: empty ? 'voice-notes.error.empty' : 'voice-notes.error.notPrepared' } });
      if (mounted.current) {
        focusRecordNext.current = true;
        setPhase('idle');
        setAnnouncement('');
      }
      return;
    }
    if (mounted.current) {
      setPhase('idle');
      setAnnouncement(t('sending'));
      focusComposer();
    }
    try {
      await sendMessage(conversationId, { text: '', files: [file] });
      // The status region says how it ended, not that it is still on its way.
      if (mounted.current) setAnnouncement(t('sent'));
    } catch (error) {
      if (mounted.current) setAnnouncement('');
      const failure = uploadFailure(error);
      notify.toast({ tone: 'error', text: 'messageId' in failure ? { id: failure.messageId } : failure.text });
    }
  };

  const recordingNow = phase === 'recording' || phase === 'sending';
  return (
    <>
      {/* One live region, in the same place whatever shows: a region that appears with its text is not always read. */}
      <VisuallyHidden>
        <span role="status">{announcement}</span>
      </VisuallyHidden>
      {recordingNow ? (
        <div
          className={recording}
          role="group"
          aria-label={t('recording')}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && phase === 'recording') {
              event.preventDefault();
              event.stopPropagation();
              cancel();
            }
          }}
        >
          <span className={stoppedAt === undefined ? dot : stoppedDot} aria-hidden="true" />
          <Elapsed startedAt={startedAt} stoppedAt={stoppedAt} label={stoppedAt === undefined ? t('recordingFor') : t('recordedFor')} />
          <IconButton icon="trash" label={t('cancel')} keys="escape" onPress={cancel} isDisabled={phase === 'sending'} />
          <Button ref={sendRef} variant="primary" icon="send" onPress={() => void send()} isPending={phase === 'sending'}>
            {t('send')}
          </Button>
        </div>
      ) : (
        <TooltipTrigger delay={600}>
          <AriaButton ref={recordRef} className={iconButtonClass} aria-label={t('record')} onPress={() => void start()} isPending={phase === 'asking'}>
            <MicrophoneIcon />
          </AriaButton>
          <Tooltip className={tooltipClass} offset={6}>
            {t('record')}
          </Tooltip>
        </TooltipTrigger>
      )}
    </>
  );
}

/** The running time, mm:ss; it ticks once a second and is not read out on every tick. */
function Elapsed({ startedAt, stoppedAt, label }: { startedAt: number; stoppedAt: number | undefined; label: string }) {
  const now = useNow();
  // The ticker's time may be up to a tick behind the start: the render reads the clock itself.
  const ms = Math.max(0, (stoppedAt ?? Math.max(now, Date.now())) - startedAt);
  return (
    <span>
      <VisuallyHidden>{label} </VisuallyHidden>
      <span className={elapsed} role="timer">
        {formatDuration(ms)}
      </span>
    </span>
  );
}

/** A microphone (the kit has no such icon); decorative, the button carries the name. */
function MicrophoneIcon() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M12 14a3 3 0 0 0 3-3V5a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3zm5-3a5 5 0 0 1-10 0H5a7 7 0 0 0 6 6.9V21h2v-3.1a7 7 0 0 0 6-6.9z" />
    </svg>
  );
}
