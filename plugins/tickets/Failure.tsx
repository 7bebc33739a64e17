import { Button, useIntl } from '@tessera/core';
import { useRef } from 'react';
import * as css from './tickets.css';

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A part that could not be loaded (spec 001 §8): 'reload widget info' and a retry ('try again',
 * 'wait' while loading). A retry that brings the part takes the button away: the keyboard goes to
 * the first control of what came in its place (else it would fall to the page's start).
 */
export function Failure({ retry, busy }: { retry: () => Promise<unknown>; busy: boolean }) {
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);
  const press = () => {
    const host = box.current?.parentElement;
    const hadFocus = !!box.current?.contains(document.activeElement);
    // Once React has drawn what the answer brought (a busy page may take some frames; a retry that
    // failed again leaves the button, and the keyboard, where they are).
    const settle = (framesLeft: number) =>
      requestAnimationFrame(() => {
        if (!hadFocus || !host?.isConnected) return;
        if (box.current?.isConnected) {
          if (framesLeft > 0) settle(framesLeft - 1);
          return;
        }
        if (document.activeElement && document.activeElement !== document.body && document.activeElement.isConnected) return;
        const target = host.querySelector<HTMLElement>(FOCUSABLE);
        if (target) target.focus();
        else {
          host.tabIndex = -1;
          host.focus();
        }
      });
    void retry().then(() => settle(60));
  };
  return (
    <div ref={box} className={css.failure} role="alert">
      <span>{intl.formatMessage({ id: 'tickets.reloadInfo' })}</span>
      <Button icon="refresh" onPress={press} isPending={busy}>
        {intl.formatMessage({ id: busy ? 'tickets.wait' : 'tickets.tryAgain' })}
      </Button>
    </div>
  );
}
