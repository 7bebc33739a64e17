/**
 * The notification sound, made with the Web Audio API (no audio file to ship or load): two
 * short rising sine notes, soft attack, quick decay. One AudioContext for the page's life.
 */

/** Loudest gain, at volume 100: a chime, not an alarm. */
export const MAX_GAIN = 0.3;
const NOTES = [
  { frequency: 880, at: 0, duration: 0.16 },
  { frequency: 1318.5, at: 0.12, duration: 0.28 },
] as const;
const SILENT = 0.0001; // exponential ramps cannot reach 0

type AudioContextConstructor = new () => AudioContext;
let context: AudioContext | null | undefined;

function audioContext(): AudioContext | null {
  if (context === undefined) {
    const scope = globalThis as { AudioContext?: AudioContextConstructor; webkitAudioContext?: AudioContextConstructor };
    const Constructor = scope.AudioContext ?? scope.webkitAudioContext;
    try {
      context = Constructor ? new Constructor() : null;
    } catch {
      context = null;
    }
  }
  return context;
}

/** The gain at the chime's loudest for a volume of 0–100 (store.preferences.volume). */
export function peakGain(volume: number): number {
  return (MAX_GAIN * Math.min(100, Math.max(0, volume))) / 100;
}

/** Plays the chime at `volume` (0–100); 0 is silent and creates nothing. True when it played. */
export function playChime(volume: number): boolean {
  const peak = peakGain(volume);
  if (peak <= 0) return false;
  const audio = audioContext();
  if (!audio) return false;
  // Browsers start a context suspended until the page has had a user gesture (signing in is one).
  if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
  const start = audio.currentTime;
  for (const note of NOTES) {
    const at = start + note.at;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(note.frequency, at);
    gain.gain.setValueAtTime(SILENT, at);
    gain.gain.exponentialRampToValueAtTime(peak, at + 0.015);
    gain.gain.exponentialRampToValueAtTime(SILENT, at + note.duration);
    oscillator.connect(gain);
    gain.connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(at + note.duration + 0.02);
  }
  return true;
}

/** Tests: forget the context so the next chime builds one from the (mocked) global. */
export function resetChime(): void {
  context = undefined;
}
