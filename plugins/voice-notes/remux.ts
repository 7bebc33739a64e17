import { BufferSource, BufferTarget, EncodedAudioPacketSource, EncodedPacketSink, Input, OggOutputFormat, Output, WEBM } from 'mediabunny';

/** Why a recording could not be made into an Ogg/Opus file. */
export class RemuxError extends Error {
  constructor(readonly reason: 'noOpus' | 'empty') {
    super(reason === 'noOpus' ? 'the recording holds no Opus audio track' : 'the recording holds no audio');
    this.name = 'RemuxError';
  }
}

/** Packets copied between two yields to the event loop: a long recording never makes one long task. */
const PACKETS_PER_SLICE = 250;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Remuxes a WebM/Opus recording (what Chromium's MediaRecorder writes, with known or unknown-size
 * Segment and Clusters) into an Ogg/Opus file, copying the Opus packets as they are: no decoding,
 * no re-encoding. Mediabunny demuxes the WebM (the Opus track's CodecPrivate is the OpusHead) and
 * writes the Ogg pages: OpusHead (BOS), OpusTags, then the audio with its granule positions at
 * 48 kHz, sequence numbers, lacing and CRCs, the last page flagged EOS.
 */
export async function webmToOggOpus(webm: ArrayBuffer | Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  const input = new Input({ source: new BufferSource(webm), formats: [WEBM] });
  try {
    const track = await input.getPrimaryAudioTrack();
    if (!track || track.codec !== 'opus') throw new RemuxError('noOpus');
    const decoderConfig = await track.getDecoderConfig();
    if (!decoderConfig) throw new RemuxError('noOpus');

    const target = new BufferTarget();
    const output = new Output({ format: new OggOutputFormat(), target });
    const source = new EncodedAudioPacketSource('opus');
    output.addAudioTrack(source);
    await output.start();
    let copied = 0;
    for await (const packet of new EncodedPacketSink(track).packets()) {
      await source.add(packet, copied === 0 ? { decoderConfig } : undefined);
      copied++;
      if (copied % PACKETS_PER_SLICE === 0) await nextTask();
    }
    if (copied === 0) {
      await output.cancel();
      throw new RemuxError('empty');
    }
    source.close();
    await output.finalize();
    if (!target.buffer) throw new RemuxError('empty');
    return new Uint8Array(target.buffer);
  } finally {
    input.dispose();
  }
}
