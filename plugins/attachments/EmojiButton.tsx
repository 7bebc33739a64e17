import { IconButton, popoverClass, type ServiceId, useIntl, useOptionalService } from '@tessera/core';
import { type ComponentType, useState } from 'react';
import { Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { pickerDialog } from './attachments.css';

/** What the emoji plugin's service ('emoji.picker') offers; that plugin types it, this one only reads it. */
interface EmojiPickerService {
  Picker: ComponentType<{ onPick(emoji: string): void; onClose(): void }>;
}

/** The emoji plugin's picker, when it runs (undefined otherwise: no button then). */
export function useEmojiPicker(): EmojiPickerService | undefined {
  const service = useOptionalService('emoji.picker' as ServiceId) as unknown;
  return service && typeof service === 'object' && 'Picker' in service ? (service as EmojiPickerService) : undefined;
}

/** The emoji button of the message box: the picker in a popover; a pick goes in at the caret. */
export function EmojiButton({ picker, isDisabled, onPick, onClosed }: { picker: EmojiPickerService; isDisabled: boolean; onPick(emoji: string): void; onClosed(): void }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const { Picker } = picker;
  const close = () => {
    setOpen(false);
    onClosed();
  };
  return (
    <DialogTrigger isOpen={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <IconButton label={intl.formatMessage({ id: 'attachments.emoji' })} icon="smile" isDisabled={isDisabled} expanded={open} />
      <Popover className={popoverClass} placement="top end">
        <Dialog className={pickerDialog} aria-label={intl.formatMessage({ id: 'attachments.emojiPicker' })}>
          <Picker
            onPick={(emoji) => {
              onPick(emoji);
              close();
            }}
            onClose={close}
          />
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
