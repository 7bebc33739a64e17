import { type ContributionPoints, IconButton, type LazyComponent, popoverClass, useIntl } from '@tessera/core';
import { useLayoutEffect, useRef, useState } from 'react';
import { Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { dialog } from './emoji.css';
import { LazyPicker } from './LazyPicker';

/** What a composer action gets (the conversation plugin's contract, read through the core's registry). */
type ComposerActionProps = ContributionPoints['conversation.composerActions']['component'] extends LazyComponent<infer P> ? P : never;

/**
 * The composer's emoji button ('Inserir emoji'): opens the picker above the reply box. A pick goes
 * in at the reply box's caret; a pick, Escape or a click outside closes the picker and puts the
 * keyboard back in the reply box.
 */
export default function EmojiAction({ insertAtCaret, focusComposer }: ComposerActionProps) {
  const intl = useIntl();
  const [isOpen, setOpen] = useState(false);
  // A pick puts the keyboard back itself, the caret after the emoji (insertAtCaret).
  const picked = useRef(false);

  return (
    <DialogTrigger
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (open) picked.current = false;
        setOpen(open);
      }}
    >
      <IconButton icon="smile" label={intl.formatMessage({ id: 'emoji.insert' })} />
      <Popover className={popoverClass} placement="top end" offset={6}>
        <Dialog className={dialog} aria-label={intl.formatMessage({ id: 'emoji.picker' })}>
          <BackToComposer focusComposer={() => !picked.current && focusComposer()} />
          <LazyPicker
            onPick={(emoji) => {
              picked.current = true;
              setOpen(false);
              insertAtCaret(emoji);
            }}
            onClose={() => setOpen(false)}
          />
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

/**
 * Puts the keyboard in the reply box as the popover goes (a pick, Escape, a click outside). It
 * must happen as the popover's content unmounts: its focus scope, once gone, would give the
 * keyboard back to the emoji button unless focus already moved on; the popover lingers a render
 * after closing (its exit), so the action's own effect would be too early.
 */
function BackToComposer({ focusComposer }: { focusComposer: () => void }) {
  const latest = useRef(focusComposer);
  latest.current = focusComposer;
  useLayoutEffect(() => () => latest.current(), []);
  return null;
}
