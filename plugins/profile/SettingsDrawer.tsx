import { IconButton, Spinner, useService, useSnapshot } from '@tessera/core';
import { lazy, Suspense } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { dialog, drawer, header, overlay, title } from './profile.css';

const DrawerSections = lazy(() => import('./DrawerSections'));

/** The settings drawer (spec 000 §2): picture, new password, notification volume. */
export default function SettingsDrawer() {
  const intl = useIntl();
  const drawerService = useService('profile.drawer');
  const open = useSnapshot(drawerService.state).open;
  const closeDrawer = drawerService.close;
  return (
    <ModalOverlay className={overlay} isOpen={open} onOpenChange={(next) => !next && closeDrawer()} isDismissable>
      <Modal className={drawer}>
        <Dialog className={dialog}>
          <div className={header}>
            <Heading slot="title" level={2} className={title}>
              {intl.formatMessage({ id: 'profile.title' })}
            </Heading>
            <IconButton icon="close" label={intl.formatMessage({ id: 'profile.close' })} onPress={closeDrawer} />
          </div>
          <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'common.loading' })} />}>
            <DrawerSections />
          </Suspense>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
