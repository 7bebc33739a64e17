import type { ReactNode } from 'react';
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

export function ModalDialog({ title, isOpen, onOpenChange, blocking, role = 'dialog', children, actions }: ModalDialogProps) {
  return (
    <ModalOverlay
      className={blocking ? `${modalOverlay} ${blockingOverlay}` : modalOverlay}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!blocking}
      isKeyboardDismissDisabled={blocking}
    >
      <Modal className={modal}>
        <Dialog className={dialog} role={role}>
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
