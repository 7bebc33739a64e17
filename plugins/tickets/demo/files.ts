import { samplePdf, samplePng, sampleWav } from '@tessera/core/testing/demo';

/**
 * The demo tickets' documents: a small real PNG, a WAV voice note and a one-page PDF, the demo
 * contact centre's own sample files (nothing fetched), so thumbnails, the player, the viewer and
 * downloads work on them.
 */

export interface DemoFile {
  name: string;
  mime: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/** The documents a demo ticket may carry, by the name they are served under. */
export function ticketFile(name: string): DemoFile | undefined {
  const seed = Number(/(\d+)/.exec(name)?.[1] ?? 0);
  if (name.endsWith('.png')) return { name, mime: 'image/png', bytes: new Uint8Array(samplePng(seed)) };
  if (name.endsWith('.wav')) return { name, mime: 'audio/wav', bytes: new Uint8Array(sampleWav(seed, 1.5)) };
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
