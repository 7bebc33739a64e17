import { samplePdf } from '@tessera/core/testing/demo';

/**
 * The demo tickets' documents: a small real PNG (a photo of the damage), a WAV voice note and a
 * one-page PDF, made here byte by byte (nothing fetched), so thumbnails, the player, the viewer
 * and downloads work on them.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const adler32 = (bytes: Uint8Array) => {
  let a = 1;
  let b = 0;
  for (const x of bytes) {
    a = (a + x) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
};
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const le32 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];
const le16 = (n: number) => [n & 0xff, (n >>> 8) & 0xff];
const ascii = (s: string) => [...s].map((ch) => ch.charCodeAt(0));
function concat(parts: readonly (Uint8Array | number[])[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
function zlibStored(data: Uint8Array): Uint8Array {
  const blocks: (Uint8Array | number[])[] = [[0x78, 0x01]];
  for (let at = 0; at < data.length; at += 0xffff) {
    const part = data.subarray(at, Math.min(at + 0xffff, data.length));
    const last = at + 0xffff >= data.length ? 1 : 0;
    blocks.push([last, part.length & 0xff, part.length >>> 8, ~part.length & 0xff, (~part.length >>> 8) & 0xff], part);
  }
  blocks.push(u32(adler32(data)));
  return concat(blocks);
}
const chunk = (type: string, data: Uint8Array | number[]) => {
  const body = concat([ascii(type), data]);
  return concat([u32(data.length), body, u32(crc32(body))]);
};

/** A 120×80 picture: a wall, a floor and a dark stain (water damage), shifted by `seed`. */
export function ticketPng(seed = 0): Uint8Array<ArrayBuffer> {
  const width = 120;
  const height = 80;
  const raw = new Uint8Array((width * 3 + 1) * height);
  const cx = 60 + (seed % 5) * 6;
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const floor = y > 56;
      const stain = (x - cx) ** 2 / 900 + (y - 30) ** 2 / 300 < 1;
      const [r, g, b] = stain ? [110, 96, 70] : floor ? [150, 110, 80] : [230 - y / 2, 226 - y / 2, 210];
      raw.set([r, g, b].map((v) => Math.max(0, Math.min(255, Math.round(v)))), row + 1 + x * 3);
    }
  }
  const header = [...u32(width), ...u32(height), 8, 2, 0, 0, 0];
  return concat([[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], chunk('IHDR', header), chunk('IDAT', zlibStored(raw)), chunk('IEND', [])]);
}

/** A 1.5-second voice-like tone, 8 kHz 8-bit mono WAV (plays in every browser). */
export function ticketWav(seed = 0): Uint8Array<ArrayBuffer> {
  const rate = 8000;
  const samples = Math.round(rate * 1.5);
  const pitch = 160 + (seed % 4) * 40;
  const data = new Uint8Array(samples);
  for (let i = 0; i < samples; i++) {
    const t = i / rate;
    const envelope = Math.max(0, Math.sin(Math.PI * 3 * t)) * 0.6;
    data[i] = Math.round(128 + 127 * envelope * Math.sin(2 * Math.PI * pitch * t));
  }
  const header = [...ascii('RIFF'), ...le32(36 + samples), ...ascii('WAVE'), ...ascii('fmt '), ...le32(16), ...le16(1), ...le16(1), ...le32(rate), ...le32(rate), ...le16(1), ...le16(8), ...ascii('data'), ...le32(samples)];
  return concat([header, data]);
}

export interface DemoFile {
  name: string;
  mime: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/** The documents a demo ticket may carry, by the name they are served under. */
export function ticketFile(name: string): DemoFile | undefined {
  const seed = Number(/(\d+)/.exec(name)?.[1] ?? 0);
  if (name.endsWith('.png')) return { name, mime: 'image/png', bytes: ticketPng(seed) };
  if (name.endsWith('.wav')) return { name, mime: 'audio/wav', bytes: ticketWav(seed) };
  if (name.endsWith('.pdf')) {
    return {
      name,
      mime: 'application/pdf',
      bytes: samplePdf(`Documento ${seed} - Tessera Seguros`, ['Comprovante anexado ao ticket.', 'Protocolo de atendimento automatizado.']),
    };
  }
  return undefined;
}

export const sizeOf = (name: string) => ticketFile(name)?.bytes.length ?? 0;
