import { useSelectedConversationId, workspaceState } from '@tessera/core';
import { type RefObject, useEffect, useRef } from 'react';

/** Frames to wait: the dialog that did it closes, and its own focus restore (a frame later) gives up first. */
const SETTLE_FRAMES = 2;

/**
 * When the open conversation leaves the agent (transferred, handed on by the system) and takes the
 * keyboard with it (the button pressed is gone, the focus fell to the page), the keyboard comes to
 * the list's current row: the agent picks the next conversation from there.
 */
export function useCatchFocusWhenOpenLeaves(root: RefObject<HTMLElement | null>): void {
  const selected = useSelectedConversationId();
  const previous = useRef(selected);
  useEffect(() => {
    const was = previous.current;
    previous.current = selected;
    if (!was || selected !== null || workspaceState.conversations[was]) return;
    let frame = 0;
    const settle = (left: number) => {
      frame = requestAnimationFrame(() => {
        if (left > 1) return settle(left - 1);
        const active = document.activeElement;
        if (active && active !== document.body && active.isConnected) return;
        const rows = root.current?.querySelectorAll<HTMLElement>('[role="option"]');
        const row = [...(rows ?? [])].find((r) => r.tabIndex === 0) ?? rows?.[0];
        row?.focus();
      });
    };
    settle(SETTLE_FRAMES);
    return () => cancelAnimationFrame(frame);
  }, [selected, root]);
}
