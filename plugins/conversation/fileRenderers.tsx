import { type Message, type MessageFile, RenderContribution, type ResolvedContribution, safeHref, type Snapshot, useContributions, useIntl } from '@tessera/core';
import { createContext, type ReactNode, useContext } from 'react';
import type { FileKind } from './contract';
import { fileLink } from './conversation.css';

type Renderer = ResolvedContribution<'conversation.messageRenderers'>;

export function fileKindOf(mimeType: string): FileKind {
  const type = mimeType.toLowerCase();
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('audio/')) return 'audio';
  if (type.startsWith('video/')) return 'video';
  return 'document';
}

const Renderers = createContext<readonly Renderer[]>([]);

/** Reads the message renderers once for the whole thread (not once per message). */
export function FileRenderersProvider({ children }: { children: ReactNode }) {
  return <Renderers.Provider value={useContributions('conversation.messageRenderers')}>{children}</Renderers.Provider>;
}

/** One file of a message: the first renderer that takes its kind, else a safe link (or its name when the URL is not safe). */
export function MessageFileView({ conversationId, message, file }: { conversationId: string; message: Snapshot<Message>; file: Snapshot<MessageFile> }) {
  const intl = useIntl();
  const kind = fileKindOf(file.mime_type);
  const renderer = useContext(Renderers).find((r) => r.contribution.fileKinds.includes(kind));
  const label = intl.formatMessage({ id: 'conversation.file' }, { name: file.file_name || file.mime_type });
  // A file still on its way (our own, uploading) has no address yet: its name, not a link to this page.
  const fallback = file.file_url ? safeHref(file.file_url) : undefined;
  const link = fallback ? (
    <a className={fileLink} href={fallback} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  ) : (
    <span>{label}</span>
  );
  if (!renderer) return link;
  return <RenderContribution plugin={renderer.plugin} component={renderer.contribution.component} props={{ conversationId, message, file }} fallback={link} />;
}
