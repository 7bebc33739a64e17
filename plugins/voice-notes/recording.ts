import { ApiError } from '@tessera/core';

/** What a voice note is sent as (spec 001 §9: "Audio is recorded as ogg"). */
export const OGG_OPUS_TYPE = 'audio/ogg; codecs=opus';

/** True when the bytes start as an Ogg file does ('OggS'). */
export function isOgg(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x4f && bytes[1] === 0x67 && bytes[2] === 0x67 && bytes[3] === 0x53;
}

/** How a browser can record a voice note: the MediaRecorder type, and whether it needs remuxing to Ogg. */
export interface RecordingFormat {
  mimeType: string;
  remux: boolean;
}

/**
 * Ogg/Opus straight from the recorder where the browser writes it (Firefox); else WebM/Opus
 * (Chromium writes only that), remuxed to Ogg with the packets untouched; else none: without
 * Opus there is no Ogg/Opus file to send short of re-encoding, and the action stays hidden.
 */
const FORMATS: readonly RecordingFormat[] = [
  { mimeType: 'audio/ogg;codecs=opus', remux: false },
  { mimeType: 'audio/webm;codecs=opus', remux: true },
];

export function recordingFormat(): RecordingFormat | undefined {
  if (typeof MediaRecorder === 'undefined' || typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) return undefined;
  return FORMATS.find((format) => MediaRecorder.isTypeSupported(format.mimeType));
}

/** Enough for speech, and a 5-minute note stays near 1.2 MB. */
export const AUDIO_BITS_PER_SECOND = 32_000;

/** A note stops recording at 5 minutes; what was recorded can still be sent. */
export const MAX_RECORDING_MS = 5 * 60_000;

/** Why the microphone could not be had, as the message the agent is shown. */
export type MicrophoneProblem = 'notAllowed' | 'notFound' | 'failed';

export function microphoneProblem(error: unknown): MicrophoneProblem {
  const name = error instanceof Error || (typeof DOMException !== 'undefined' && error instanceof DOMException) ? (error as Error).name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'notAllowed';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') return 'notFound';
  return 'failed';
}

/** The file name a note is sent under: audio-<timestamp>.ogg. */
export function voiceNoteName(now: number): string {
  return `audio-${now}.ogg`;
}

/** What a note the server refused says: one of this plugin's messages, or the server's own words. */
export type UploadFailure = { messageId: string } | { text: string };

/** Server values said in the agent's language. */
const knownValues: Record<string, string> = {
  'File too large': 'voice-notes.error.tooLarge',
  'Conversation not found': 'voice-notes.error.conversationGone',
};

/**
 * An upload the server refused (spec 001 §8): the message keyed by the first value of its message
 * list (translated when known, else as the server wrote it), or 'the audio could not be sent'.
 */
export function uploadFailure(error: unknown): UploadFailure {
  const first = error instanceof ApiError ? error.fields[0]?.value?.trim() : undefined;
  if (!first) return { messageId: 'voice-notes.error.notSent' };
  return Object.hasOwn(knownValues, first) ? { messageId: knownValues[first]! } : { text: first };
}
