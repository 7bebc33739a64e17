import { useConversation, useOptionalService, useService, useSnapshot } from '@tessera/core';
import CloseDialog from './CloseDialog';
import RegisterDialog from './RegisterDialog';
import { dialogOf } from './state';

/** This window's tabulation dialog: closing, or registering a demand, as the last command asked. */
export default function TabulationDialog() {
  const dialog = dialogOf(useService('tabulation.service'));
  const request = useSnapshot(dialog.state).request;
  const conversation = useConversation(request?.conversationId ?? '');
  const view = useOptionalService('conversation.view');
  // The conversation left the workspace (transferred, signed out): nothing to close or register.
  if (!request || !conversation) return null;
  const Dialog = request.mode === 'close' ? CloseDialog : RegisterDialog;
  const { conversationId } = request;
  // Done, the button that opened the dialog is gone (the close action, the pending notice): the
  // keyboard goes back to the conversation, once the dialog has let go of it.
  const onFinished = () => {
    dialog.dismiss();
    requestAnimationFrame(() => view?.focusConversation(conversationId));
  };
  return <Dialog key={`${request.mode}:${conversationId}`} conversationId={conversationId} onDone={dialog.dismiss} onFinished={onFinished} />;
}
