import { type ReactNode, useEffect, useRef } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { blockingOverlay, dialog, dialogActions, dialogTitle, modal, modalOverlay } from './overlays.css';

export interface ModalDialogProps {
  title: string;
  isOpen: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Blocking dialogs (reconnecting) cannot be dismissed by Escape or a click outside. */
  blocking?: boolean;
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
  actions?: ReactNode;
}

/** What a dialog's first field is: where the keyboard goes when it opens (not a file chooser's hidden input). */
const FIELD = 'input:not([type=hidden]):not([type=file]):not([disabled]), textarea:not([disabled]), select:not([disabled]), [role=combobox]:not([aria-disabled=true])';

/**
 * A dialog with a form puts the keyboard in its first field as it opens, so the first characters
 * typed are not lost on the dialog's frame; a control given `autoFocus` (Cancel in a confirmation)
 * keeps it.
 */
export function focusFirstField(dialog: HTMLElement | null): void {
  if (!dialog || (document.activeElement !== dialog && dialog.contains(document.activeElement))) return;
  // Not a form's hidden mirror (react-aria's hidden <select>), nor a field out of sight or out of the Tab order.
  const field = [...dialog.querySelectorAll<HTMLElement>(FIELD)].find(
    (el) => el.tabIndex >= 0 && !el.closest('[aria-hidden="true"], [inert], [hidden]') && el.getClientRects().length > 0,
  );
  field?.focus();
}

export function ModalDialog({ title, isOpen, onOpenChange, blocking, role = 'dialog', children, actions }: ModalDialogProps) {
  const dialogRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!isOpen) return undefined;
    // After react-aria's own focus (the dialog's frame), and once more a frame later should it defer.
    focusFirstField(dialogRef.current);
    const frame = requestAnimationFrame(() => focusFirstField(dialogRef.current));
    return () => cancelAnimationFrame(frame);
  }, [isOpen]);
  return (
    <ModalOverlay
      className={blocking ? `${modalOverlay} ${blockingOverlay}` : modalOverlay}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!blocking}
      isKeyboardDismissDisabled={blocking}
    >
      <Modal className={modal}>
        <Dialog className={dialog} role={role} ref={dialogRef}>
          <Heading slot="title" className={dialogTitle}>
            {title}
          </Heading>
          {children}
          {actions && <div className={dialogActions}>{actions}</div>}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
