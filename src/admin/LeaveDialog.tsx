import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../core/ui/Button';
import { ModalDialog } from '../../core/ui/Dialog';

/** Asks before the administration is left with unsaved changes; staying is the default. */
export function LeaveDialog({ isOpen, count, onStay, onLeave }: { isOpen: boolean; count: number; onStay: () => void; onLeave: () => void }) {
  const intl = useIntl();
  return (
    <ModalDialog
      role="alertdialog"
      title={intl.formatMessage({ id: 'admin.leave.title' })}
      isOpen={isOpen}
      onOpenChange={(open) => !open && onStay()}
      actions={
        <>
          <Button autoFocus onPress={onStay}>
            <FormattedMessage id="admin.leave.stay" />
          </Button>
          <Button variant="danger" onPress={onLeave}>
            <FormattedMessage id="admin.leave.confirm" />
          </Button>
        </>
      }
    >
      <p style={{ margin: 0 }}>
        <FormattedMessage id="admin.leave.lead" values={{ count }} />
      </p>
    </ModalDialog>
  );
}
