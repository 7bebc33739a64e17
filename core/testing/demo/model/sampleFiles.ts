/**
 * Real, small files the demo's consumers send: a PNG photo, a one-page PDF and a voice note, made
 * here byte by byte (no library, nothing fetched), so thumbnails, viewers and players work on them.
 */

export type SampleKind = 'image' | 'pdf' | 'audio';
export type SampleFile = { file_name: string; mime_type: string; bytes: Uint8Array };

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const x of bytes) {
    a = (a + x) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const ascii = (s: string) => [...s].map((ch) => ch.charCodeAt(0));

function concat(parts: readonly (Uint8Array | number[])[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** zlib with stored (uncompressed) deflate blocks: valid everywhere, no compressor needed. */
function zlibStored(data: Uint8Array): Uint8Array {
  const blocks: (Uint8Array | number[])[] = [[0x78, 0x01]];
  for (let at = 0; at < data.length || at === 0; at += 0xffff) {
    const part = data.subarray(at, Math.min(at + 0xffff, data.length));
    const last = at + 0xffff >= data.length ? 1 : 0;
    blocks.push([last, part.length & 0xff, part.length >>> 8, ~part.length & 0xff, (~part.length >>> 8) & 0xff], part);
    if (data.length === 0) break;
  }
  blocks.push(u32(adler32(data)));
  return concat(blocks);
}

function pngChunk(type: string, data: Uint8Array | number[]): Uint8Array {
  const body = concat([ascii(type), data]);
  return concat([u32(data.length), body, u32(crc32(body))]);
}

/** A 96×64 RGB picture: a sky, a road and a car-coloured block, tinted by `seed`. */
export function samplePng(seed = 0): Uint8Array {
  const width = 96;
  const height = 64;
  const raw = new Uint8Array((width * 3 + 1) * height);
  const tint = (seed * 47) % 256;
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const car = x > 28 && x < 68 && y > 30 && y < 48;
      const road = y >= 44;
      const [r, g, b] = car ? [200, 40 + tint / 4, 40] : road ? [90, 90, 96] : [120 + y, 170 + y / 2, 230];
      raw.set([r, g, b].map((v) => Math.max(0, Math.min(255, Math.round(v)))), row + 1 + x * 3);
    }
  }
  const header = [...u32(width), ...u32(height), 8, 2, 0, 0, 0];
  return concat([[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], pngChunk('IHDR', header), pngChunk('IDAT', zlibStored(raw)), pngChunk('IEND', [])]);
}

/**
 * A one-page PDF with a title and, below it, a few lines (Latin-1 text; the offsets of its
 * cross-reference table are exact): it opens in any viewer.
 */
export function samplePdf(title: string, lines: readonly string[] = []): Uint8Array<ArrayBuffer> {
  const safe = (text: string) => text.replace(/[\\()]/g, ' ').replace(/[^\x20-\x7e]/g, '?');
  const body = lines.map((line, i) => `BT /F1 11 Tf 72 ${720 - i * 18} Td (${safe(line)}) Tj ET`).join('\n');
  const stream = `BT /F1 18 Tf 72 760 Td (${safe(title)}) Tj ET${body ? `\n${body}` : ''}`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(text.length);
    text += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(text, (ch) => ch.charCodeAt(0));
}

/** A two-second voice-like tone as 8 kHz 8-bit mono WAV (plays in every browser). */
export function sampleWav(seed = 0, seconds = 2): Uint8Array {
  const rate = 8000;
  const samples = rate * seconds;
  const pitch = 180 + (seed % 5) * 30;
  const data = new Uint8Array(samples);
  for (let i = 0; i < samples; i++) {
    const t = i / rate;
    // Syllable-like bursts: the tone swells and fades four times a second.
    const envelope = Math.max(0, Math.sin(Math.PI * 4 * t)) * 0.6;
    data[i] = Math.round(128 + 127 * envelope * Math.sin(2 * Math.PI * pitch * t) * (0.8 + 0.2 * Math.sin(2 * Math.PI * 3 * t)));
  }
  const le32 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];
  const le16 = (n: number) => [n & 0xff, (n >>> 8) & 0xff];
  const header = [
    ...ascii('RIFF'), ...le32(36 + samples), ...ascii('WAVE'),
    ...ascii('fmt '), ...le32(16), ...le16(1), ...le16(1), ...le32(rate), ...le32(rate), ...le16(1), ...le16(8),
    ...ascii('data'), ...le32(samples),
  ];
  return concat([header, data]);
}

/** The file a consumer sends of a kind, named as a phone would name it. */
export function sampleFile(kind: SampleKind, seed: number): SampleFile {
  const n = String(seed).padStart(4, '0');
  if (kind === 'image') return { file_name: `IMG-2026-${n}.png`, mime_type: 'image/png', bytes: samplePng(seed) };
  if (kind === 'pdf') return { file_name: `apolice-${n}.pdf`, mime_type: 'application/pdf', bytes: samplePdf(`Apolice ${n} - segunda via`) };
  return { file_name: `nota-de-voz-${n}.wav`, mime_type: 'audio/wav', bytes: sampleWav(seed) };
}

/** The first four bytes as text (what `uploads()` reports as `magic`: 'OggS', '%PDF', '\x89PNG'...). */
export function magicOf(bytes: Uint8Array): string {
  return String.fromCharCode(...bytes.subarray(0, 4));
}
