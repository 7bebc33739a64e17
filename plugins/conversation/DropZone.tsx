import { Icon } from '@tessera/core';
import { type DragEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { dropArea, dropZone } from './conversation.css';
import { useFileDrops } from './useFileDrops';

/** After a drop the zone stays a moment, so it does not blink out under the pointer (spec: hidden 300 ms after a drop). */
export const HIDE_AFTER_DROP_MS = 300;

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * The conversation as a drop target: while files are dragged over it, a zone named by the taker
 * covers it; dropped files go to that taker (the attachment dialog). Without a taker, nothing changes.
 */
export function DropZone({ conversationId, children }: { conversationId: string; children: ReactNode }) {
  const intl = useIntl();
  const { target, starting, take } = useFileDrops(conversationId);
  const [over, setOver] = useState(false);
  // dragenter/dragleave fire for every child crossed: count them to know when the pointer really left.
  const depth = useRef(0);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const onDragEnter = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    depth.current += 1;
    clearTimeout(hideTimer.current);
    setOver(true);
  };
  const onDragOver = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };
  const onDragLeave = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setOver(false);
  };
  const onDrop = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    depth.current = 0;
    take([...event.dataTransfer.files]);
    hideTimer.current = setTimeout(() => setOver(false), HIDE_AFTER_DROP_MS);
  };

  // One shape with or without a taker: a taker arriving (its plugin starting) must not re-mount the conversation.
  return (
    <div className={dropArea} {...(target ? { onDragEnter, onDragOver, onDragLeave, onDrop } : {})}>
      {children}
      {over && target && (
        <div className={dropZone} role="status">
          <Icon name="image" />
          {/* A taker still starting has no words yet: the conversation's own say what a drop does. */}
          {intl.formatMessage(starting ? { id: 'conversation.dropFiles' } : target.label)}
        </div>
      )}
    </div>
  );
}
