import { apiUrl, defineDemoSlice } from '@tessera/core/testing/demo';
import { http } from 'msw';

/** Bytes of a base64 data URL's body, without decoding it. */
function sizeOfDataUrl(dataUrl: string): number {
  const body = dataUrl.slice(dataUrl.indexOf(',') + 1).replace(/\s/g, '');
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  return Math.floor((body.length * 3) / 4) - padding;
}

/**
 * The media's slice of the demo contact centre: HEAD on the files the demo serves, answering
 * their type and length as a file server does (the document card shows the size from it).
 */
export const mediaDemo = defineDemoSlice({
  id: 'media',
  handlers: ({ host }) => [
    http.head(apiUrl({ base: 'messages', path: '/demo-files/:fileId' }), ({ params }) => {
      const upload = host.read((m) => m.state.uploads?.[String(params.fileId)]);
      if (!upload) return new Response(null, { status: 404 });
      // A plain Response with plain headers: it keeps them in every realm the demo runs in.
      return new Response(null, {
        headers: {
          'Content-Type': upload.mime_type,
          'Content-Length': String(sizeOfDataUrl(upload.dataUrl)),
          // Read from another origin (an API on its own host), these two must be exposed.
          'Access-Control-Expose-Headers': 'Content-Length, Content-Type',
        },
      });
    }),
  ],
});
