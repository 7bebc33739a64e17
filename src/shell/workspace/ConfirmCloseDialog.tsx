import { useIntl } from 'react-intl';
import type { TileContribution } from '../../../core/plugins/types';
import { Button } from '../../../core/ui/Button';
import { ModalDialog } from '../../../core/ui/Dialog';

interface Props {
  texts: NonNullable<TileContribution['confirmClose']>;
  isOpen: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Close this tile?" for tiles that ask first; Cancel is the safe default and takes the focus. */
export function ConfirmCloseDialog({ texts, isOpen, onCancel, onConfirm }: Props) {
  const intl = useIntl();
  return (
    <ModalDialog
      title={intl.formatMessage(texts.title)}
      isOpen={isOpen}
      onOpenChange={(open) => !open && onCancel()}
      role="alertdialog"
      actions={
        <>
          <Button onPress={onCancel} autoFocus>
            {intl.formatMessage({ id: 'common.cancel' })}
          </Button>
          <Button variant="danger" onPress={onConfirm}>
            {intl.formatMessage(texts.confirm)}
          </Button>
        </>
      }
    >
      <p>{intl.formatMessage(texts.body)}</p>
    </ModalDialog>
  );
}
