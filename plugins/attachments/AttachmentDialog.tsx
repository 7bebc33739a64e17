import { Button, inputClass, ModalDialog, notify, useConversation, useIntl, usePreferences, useService, useSnapshot } from '@tessera/core';
import { useEffect, useRef, useState } from 'react';
import { FileTrigger, Label, Text, TextArea, TextField } from 'react-aria-components';
import { body, empty, failedNote, field, hint, label, messageRow, refusals, textArea, toolbar } from './attachments.css';
import { EmojiButton, useEmojiPicker } from './EmojiButton';
import { FilesView } from './FilesView';
import { acceptedTypes, readFileRules } from './rules';
import { SupportedTypes } from './SupportedTypes';
import { refusalText } from './text';

/**
 * The attachment dialog of this window (spec 001 §2 dialog 4): the files with their preview and
 * states, more files, the message that goes with the first, the emoji picker when the emoji plugin
 * runs, the channel's accepted types, and Send. It stays open with what was not sent, and closes
 * by itself if the conversation finishes or leaves the agent meanwhile.
 */
export default function AttachmentDialog({ conversationId }: { conversationId: string }) {
  const intl = useIntl();
  const ui = useService('attachments.ui');
  const { items, current, text, refused, sending } = useSnapshot(ui.state);
  const conversation = useConversation(conversationId);
  const hotkey = usePreferences().msgHotkey;
  const picker = useEmojiPicker();
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const rules = readFileRules(conversation?.supportedFiles);

  const finished = !conversation || conversation.status === 'closed' || conversation.status === 'pos-chat';
  useEffect(() => {
    if (!finished || sending) return;
    if (conversation) notify.toast({ tone: 'warning', text: { id: 'attachments.closedMeanwhile' } });
    ui.close();
  }, [finished, sending, conversation, ui]);

  const failed = items.filter((item) => item.status === 'error').length;
  const send = () => void ui.send();

  const insertAtCaret = (value: string) => {
    const box = messageRef.current;
    const start = box?.selectionStart ?? text.length;
    const end = box?.selectionEnd ?? text.length;
    ui.setText(text.slice(0, start) + value + text.slice(end));
    requestAnimationFrame(() => {
      messageRef.current?.focus();
      messageRef.current?.setSelectionRange(start + value.length, start + value.length);
    });
  };

  // Files dragged onto the dialog join the others (the pointer's way; 'Add files' is the keyboard's).
  const [dragging, setDragging] = useState(false);
  const carriesFiles = (event: React.DragEvent) => !sending && Array.from(event.dataTransfer?.types ?? []).includes('Files');
  const dropHandlers = {
    onDragOver: (event: React.DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      setDragging(true);
    },
    onDragLeave: (event: React.DragEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: (event: React.DragEvent) => {
      setDragging(false);
      if (!carriesFiles(event)) return;
      event.preventDefault();
      const files = Array.from(event.dataTransfer.files);
      if (files.length) ui.add(files);
    },
  };

  // Files pasted into the message join the others; text pastes as text.
  const onPaste = (event: React.ClipboardEvent) => {
    const files = Array.from(event.clipboardData?.files ?? []);
    if (!files.length) return;
    event.preventDefault();
    ui.add(files);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    const sends = hotkey === 'Enter' ? !event.shiftKey && !event.ctrlKey && !event.metaKey : event.ctrlKey || event.metaKey;
    if (!sends) return;
    event.preventDefault();
    if (items.length && !sending) send();
  };

  return (
    <ModalDialog
      title={intl.formatMessage({ id: 'attachments.dialogTitle' })}
      isOpen
      blocking={sending}
      onOpenChange={(open) => !open && ui.close()}
      actions={
        <>
          <Button onPress={ui.close} isDisabled={sending}>
            {intl.formatMessage({ id: 'attachments.cancel' })}
          </Button>
          <Button variant="primary" icon="send" onPress={send} isDisabled={sending || items.length === 0}>
            {intl.formatMessage({ id: 'attachments.send' })}
          </Button>
        </>
      }
    >
      <div className={body[dragging ? 'target' : 'idle']} {...dropHandlers}>
        {refused.length > 0 && (
          <div role="alert" aria-label={intl.formatMessage({ id: 'attachments.refusedTitle' })}>
            <ul className={refusals}>
              {refused.map((file, i) => (
                <li key={`${i}:${file.name}`}>{intl.formatMessage({ id: 'attachments.refused' }, { name: file.name, reason: refusalText(intl, file.refusal) })}</li>
              ))}
            </ul>
          </div>
        )}
        {items.length > 0 ? (
          <FilesView items={items} current={current} sending={sending} onShow={ui.show} onRemove={ui.remove} />
        ) : (
          <p className={empty}>{intl.formatMessage({ id: 'attachments.noFiles' })}</p>
        )}
        {failed > 0 && !sending && (
          <p className={failedNote} role="alert">
            {intl.formatMessage({ id: 'attachments.failed' }, { count: failed })}
          </p>
        )}
        <div className={toolbar}>
          <FileTrigger allowsMultiple acceptedFileTypes={acceptedTypes(rules)} onSelect={(list) => list && ui.add(Array.from(list))}>
            <Button icon="image" isDisabled={sending}>
              {intl.formatMessage({ id: 'attachments.add' })}
            </Button>
          </FileTrigger>
        </div>
        <TextField className={field} value={text} onChange={ui.setText} isDisabled={sending} autoFocus={items.length > 0}>
          <Label className={label}>{intl.formatMessage({ id: 'attachments.message' })}</Label>
          <div className={messageRow}>
            <TextArea ref={messageRef} className={`${inputClass} ${textArea}`} rows={2} onKeyDown={onKeyDown} onPaste={onPaste} />
            {picker && <EmojiButton picker={picker} isDisabled={sending} onPick={insertAtCaret} onClosed={() => messageRef.current?.focus()} />}
          </div>
          <Text slot="description" className={hint}>
            {intl.formatMessage({ id: 'attachments.messageHint' })}
          </Text>
        </TextField>
        <SupportedTypes rules={rules} />
      </div>
    </ModalDialog>
  );
}
