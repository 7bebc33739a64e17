import { useService, useSnapshot } from '@tessera/core';
import { lazy, Suspense } from 'react';

// The dialog loads when first needed, not with the workspace.
const AttachmentDialog = lazy(() => import('./AttachmentDialog'));

/** This window's attachment dialog, shown while the attachments UI has a conversation (every window mounts it). */
export default function AttachmentsOverlay() {
  const { conversationId } = useSnapshot(useService('attachments.ui').state);
  return <Suspense fallback={null}>{conversationId !== null && <AttachmentDialog conversationId={conversationId} />}</Suspense>;
}
