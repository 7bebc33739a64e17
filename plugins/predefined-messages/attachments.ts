import type { ServiceId } from '@tessera/core';

/**
 * The attachment dialog another plugin offers (plugins/attachments, service 'attachments.ui'),
 * as this plugin uses it. Until that plugin types the service in the Services registry, the
 * id goes through a cast and this local, type-only interface says what is called.
 */
export interface AttachmentsUi {
  /** Opens the conversation's attachment dialog with these files and this message text. */
  open(conversationId: string, draft: { files: File[]; text?: string }): unknown;
}

export const ATTACHMENTS_UI = 'attachments.ui' as string as ServiceId;
