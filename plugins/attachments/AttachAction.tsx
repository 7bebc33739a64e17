import { iconButtonClass, tooltipClass, useConversation, useIntl, useService } from '@tessera/core';
import { Button, FileTrigger, Tooltip, TooltipTrigger } from 'react-aria-components';
import { FileIcon } from './FileIcon';
import { acceptedTypes, readFileRules } from './rules';

/**
 * The attach button beside the reply box: the system's file chooser (several files, the channel's
 * types offered first), then the attachment dialog with what was chosen.
 */
export default function AttachAction({ conversationId }: { conversationId: string }) {
  const intl = useIntl();
  const ui = useService('attachments.ui');
  const rules = readFileRules(useConversation(conversationId)?.supportedFiles);
  const label = intl.formatMessage({ id: 'attachments.attach' });
  return (
    <FileTrigger
      allowsMultiple
      acceptedFileTypes={acceptedTypes(rules)}
      onSelect={(list) => {
        const files = list ? Array.from(list) : [];
        if (files.length) ui.open(conversationId, { files });
      }}
    >
      <TooltipTrigger delay={600}>
        <Button aria-label={label} className={iconButtonClass}>
          <FileIcon kind="attach" />
        </Button>
        <Tooltip className={tooltipClass} offset={6}>
          {label}
        </Tooltip>
      </TooltipTrigger>
    </FileTrigger>
  );
}
