import { http, HttpResponse } from 'msw';
import { endpoints } from '../../../api/endpoints';
import { DemoError } from '../model/types';
import { asDataUrl, bytesOf } from './dataUrl';
import { authed, type HandlerContext, ok, param } from './respond';
import { apiUrl } from './urls';

/** The demo keeps uploads in its model: files up to this size (a real backend takes more). */
export const DEMO_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

/** Where the demo serves an uploaded file (its messages API origin, so the page may load it). */
export function uploadedFileUrl(fileId: string): string {
  return apiUrl({ base: 'messages', path: `/demo-files/${encodeURIComponent(fileId)}` });
}

/** POST /channel/upload/file/{chatId}/{timestamp}/ (multipart 'file') -> { data: { fileId } }, and the file served back. */
export function uploadHandlers(ctx: HandlerContext) {
  const { host } = ctx;
  const pattern = apiUrl(endpoints.uploadFile(':conversationId', 0)).replace(`${encodeURIComponent(':conversationId')}/0/`, ':conversationId/:timestamp/');
  return [
    http.post(
      pattern,
      authed(ctx, async ({ request, params, user }) => {
        const conversationId = param(params.conversationId);
        const file = (await request.formData()).get('file');
        if (!(file instanceof File)) throw new DemoError(400, 'file', 'A file is required');
        if (file.size > DEMO_UPLOAD_MAX_BYTES) throw new DemoError(413, 'file', 'File too large');
        if (!host.read((m) => m.getConversation(conversationId))) throw new DemoError(404, 'conversation', 'Conversation not found');
        const dataUrl = await asDataUrl(file);
        const fileId = host.mutate((m) => m.upload(conversationId, user.id, { file_name: file.name, mime_type: file.type || 'application/octet-stream', dataUrl }));
        return ok({ fileId });
      }),
    ),
    http.get(apiUrl({ base: 'messages', path: '/demo-files/:fileId' }), async ({ params }) => {
      const fileId = String(params.fileId);
      const upload = host.read((m) => m.state.uploads?.[fileId]);
      if (!upload) return new HttpResponse(null, { status: 404 });
      return new HttpResponse(bytesOf(upload.dataUrl), { headers: { 'Content-Type': upload.mime_type } });
    }),
  ];
}
