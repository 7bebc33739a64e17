import { readFileSync } from 'node:fs';
import { describe, expect, test } from '@rstest/core';
import { isOgg, OGG_OPUS_TYPE } from './recording';
import { RemuxError, webmToOggOpus } from './remux';

/**
 * The fixtures are what Chromium's MediaRecorder wrote from its fake microphone (2.5 s at
 * 32 kbit/s, fixtures/record.mjs): 'whole' with known Segment and Cluster sizes (one blob at stop),
 * 'timeslice' with unknown sizes (MediaRecorder.start(500), the live layout). Everything below
 * checks the Ogg output with code of its own, not with the library that wrote it.
 */
const fixture = (name: string) => new Uint8Array(readFileSync(`plugins/voice-notes/fixtures/${name}.webm`));

// --- An independent WebM reader: the Opus track's CodecPrivate and every block's payload. ---

function readVint(bytes: Uint8Array, at: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } {
  const first = bytes[at]!;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[at + i]!;
    if (bytes[at + i] !== 0xff) allOnes = false;
  }
  return { value, length, unknown: allOnes };
}

const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const BLOCK_GROUP = 0xa0;
const SIMPLE_BLOCK = 0xa3;
const BLOCK = 0xa1;
const CODEC_PRIVATE = 0x63a2;
const CODEC_ID = 0x86;

function readWebm(bytes: Uint8Array) {
  const blocks: Uint8Array[] = [];
  let codecPrivate: Uint8Array | undefined;
  let codecId = '';
  let unknownSized = 0;
  let at = 0;
  while (at < bytes.length) {
    const id = readVint(bytes, at, true);
    const size = readVint(bytes, at + id.length, false);
    const body = at + id.length + size.length;
    if ([SEGMENT, CLUSTER, TRACKS, TRACK_ENTRY, BLOCK_GROUP].includes(id.value)) {
      // Masters are walked into: an unknown size (MediaRecorder's live layout) needs no end.
      if (size.unknown) unknownSized++;
      at = body;
      continue;
    }
    const payload = bytes.subarray(body, body + size.value);
    if (id.value === CODEC_PRIVATE) codecPrivate = payload;
    if (id.value === CODEC_ID) codecId = new TextDecoder().decode(payload);
    if (id.value === SIMPLE_BLOCK || id.value === BLOCK) {
      const track = readVint(payload, 0, false);
      const flags = payload[track.length + 2]!;
      expect(flags & 0x06).toBe(0); // No lacing: one Opus packet per block.
      blocks.push(payload.subarray(track.length + 3));
    }
    at = body + size.value;
  }
  return { blocks, codecPrivate: codecPrivate!, codecId, unknownSized };
}

// --- An independent Ogg reader, with its own CRC. ---

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let r = i << 24;
    for (let bit = 0; bit < 8; bit++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
    table[i] = r >>> 0;
  }
  return table;
})();

/** Ogg's CRC-32: polynomial 0x04c11db7, initial 0, not reflected, no final xor. */
function oggCrc(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) crc = ((crc << 8) ^ CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]!) >>> 0;
  return crc;
}

interface Page {
  flags: number;
  granule: bigint;
  serial: number;
  sequence: number;
  crcOk: boolean;
  lacing: number[];
  /** Packets that end on this page (a packet continued from the page before is joined to it). */
  packets: Uint8Array[];
}

function readOgg(bytes: Uint8Array): Page[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const pages: Page[] = [];
  let pending: number[] = [];
  let at = 0;
  while (at < bytes.length) {
    expect(String.fromCharCode(...bytes.subarray(at, at + 4))).toBe('OggS');
    expect(bytes[at + 4]).toBe(0); // Stream structure version.
    const count = bytes[at + 26]!;
    const lacing = [...bytes.subarray(at + 27, at + 27 + count)];
    const bodyStart = at + 27 + count;
    const end = bodyStart + lacing.reduce((a, b) => a + b, 0);
    const page = bytes.slice(at, end);
    const stored = view.getUint32(at + 22, true);
    page.fill(0, 22, 26);
    const packets: Uint8Array[] = [];
    let offset = bodyStart;
    for (const value of lacing) {
      for (let i = 0; i < value; i++) pending.push(bytes[offset + i]!);
      offset += value;
      if (value < 255) {
        packets.push(Uint8Array.from(pending));
        pending = [];
      }
    }
    pages.push({
      flags: bytes[at + 5]!,
      granule: view.getBigInt64(at + 6, true),
      serial: view.getUint32(at + 14, true),
      sequence: view.getUint32(at + 18, true),
      crcOk: oggCrc(page) === stored,
      lacing,
      packets,
    });
    at = end;
  }
  expect(at).toBe(bytes.length);
  expect(pending).toHaveLength(0);
  return pages;
}

/** Samples at 48 kHz an Opus packet decodes to, from its TOC byte (RFC 6716 §3.1). */
function opusSamples(packet: Uint8Array): number {
  const toc = packet[0]!;
  const config = toc >> 3;
  const frame = config < 12 ? [480, 960, 1920, 2880][config & 3]! : config < 16 ? [480, 960][config & 1]! : [120, 240, 480, 960][config & 3]!;
  const code = toc & 3;
  const frames = code === 0 ? 1 : code === 3 ? packet[1]! & 0x3f : 2;
  return frame * frames;
}

const BOS = 0x02;
const EOS = 0x04;
const CONTINUED = 0x01;

describe('voice notes: WebM/Opus remuxed into Ogg/Opus', () => {
  for (const name of ['whole', 'timeslice']) {
    test(`${name}: an Ogg/Opus file whose packets are the recording's own, in pages a player accepts`, async () => {
      const webm = readWebm(fixture(name));
      expect(webm.codecId).toBe('A_OPUS');
      expect(webm.blocks.length).toBeGreaterThan(20);
      if (name === 'timeslice') expect(webm.unknownSized).toBeGreaterThanOrEqual(2); // The Segment and its Clusters.
      else expect(webm.unknownSized).toBe(0);

      const ogg = await webmToOggOpus(fixture(name));
      expect(isOgg(ogg)).toBe(true);
      const pages = readOgg(ogg);

      // Every page's CRC verifies; one stream; sequence numbers 0, 1, 2...
      expect(pages.map((p) => p.crcOk)).toEqual(pages.map(() => true));
      expect(new Set(pages.map((p) => p.serial)).size).toBe(1);
      expect(pages.map((p) => p.sequence)).toEqual(pages.map((_, i) => i));
      for (const page of pages) expect(page.lacing.length).toBeLessThanOrEqual(255);

      // Page 1: the OpusHead alone, beginning the stream; its channels and pre-skip are the recording's.
      const [head, tags, ...audio] = pages;
      expect(head!.flags).toBe(BOS);
      expect(head!.granule).toBe(0n);
      expect(head!.packets).toHaveLength(1);
      const opusHead = head!.packets[0]!;
      expect(new TextDecoder().decode(opusHead.subarray(0, 8))).toBe('OpusHead');
      expect(opusHead[8]).toBe(1); // Version.
      expect(opusHead[9]).toBe(webm.codecPrivate[9]); // Channels.
      const preSkip = (bytes: Uint8Array) => bytes[10]! | (bytes[11]! << 8);
      // Chromium declares a pre-skip of 0: kept as it is, since the packets are.
      expect(preSkip(opusHead)).toBe(preSkip(webm.codecPrivate));
      expect(opusHead.subarray(12, 16)).toEqual(webm.codecPrivate.subarray(12, 16)); // Input sample rate.

      // Page 2: the OpusTags alone.
      expect(tags!.flags).toBe(0);
      expect(tags!.granule).toBe(0n);
      expect(tags!.packets).toHaveLength(1);
      expect(new TextDecoder().decode(tags!.packets[0]!.subarray(0, 8))).toBe('OpusTags');

      // The audio: the WebM's packets byte for byte, in order (nothing re-encoded).
      expect(audio.length).toBeGreaterThan(0);
      const packets = audio.flatMap((p) => p.packets);
      expect(packets.length).toBe(webm.blocks.length);
      packets.forEach((packet, i) => expect(Buffer.compare(packet, webm.blocks[i]!)).toBe(0));

      // Granule positions: the samples decoded by the end of each page, rising, the last the total.
      let samples = 0;
      let previous = 0n;
      for (const page of audio) {
        for (const packet of page.packets) samples += opusSamples(packet);
        if (page.packets.length === 0) {
          expect(page.granule).toBe(-1n); // No packet ends here.
          continue;
        }
        expect(page.granule).toBe(BigInt(samples));
        expect(page.granule > previous).toBe(true);
        previous = page.granule;
      }
      expect(audio.at(-1)!.granule).toBe(BigInt(samples));
      // 2.5 s at 48 kHz, give or take the recorder's start and stop.
      expect(samples / 48_000).toBeGreaterThan(2);
      expect(samples / 48_000).toBeLessThan(3.2);

      // End of stream on the last page only; no page but a continuation says it continues.
      expect(pages.map((p) => (p.flags & EOS) !== 0)).toEqual(pages.map((_, i) => i === pages.length - 1));
      audio.forEach((page, i) => {
        const continues = i > 0 && audio[i - 1]!.lacing.at(-1) === 255;
        expect((page.flags & CONTINUED) !== 0).toBe(continues);
      });
      // No more pages than the packets need, no fewer than 255 lacing values a page allow.
      const lacingValues = audio.reduce((n, p) => n + p.lacing.length, 0);
      expect(audio.length).toBeGreaterThanOrEqual(Math.ceil(lacingValues / 255));
      expect(audio.length).toBeLessThanOrEqual(packets.length);
    });
  }

  test('the CRC check above sees a changed byte', async () => {
    const ogg = await webmToOggOpus(fixture('whole'));
    expect(readOgg(ogg).every((p) => p.crcOk)).toBe(true);
    ogg[ogg.length - 1] = ogg.at(-1)! ^ 0x01;
    expect(readOgg(ogg).at(-1)!.crcOk).toBe(false);
  });

  test('the type it is sent as names Ogg and Opus', () => {
    expect(OGG_OPUS_TYPE).toBe('audio/ogg; codecs=opus');
  });

  test('a recording stopped before any audio, or something not WebM, is refused with a reason', async () => {
    const bytes = fixture('timeslice');
    // Up to the first Cluster: the header and the Opus track, no audio.
    let cluster = 0;
    while (!(bytes[cluster] === 0x1f && bytes[cluster + 1] === 0x43 && bytes[cluster + 2] === 0xb6 && bytes[cluster + 3] === 0x75)) cluster++;
    await expect(webmToOggOpus(bytes.slice(0, cluster))).rejects.toThrow(RemuxError);
    await expect(webmToOggOpus(new TextEncoder().encode('not a recording at all'))).rejects.toThrow();
  });
});
