import { downloadFile, iconButtonClass, logger, notify, useIntl, useQuery, useQueryClient } from '@tessera/core';
import { useState } from 'react';
import { fileSizeQuery, sizeable } from './fileSize';
import type { FileRendererProps } from './ImageFile';
import { MediaIcon } from './icons';
import { FileName, PlainFile } from './FileLabel';
import { fileCard, fileIcon, fileName, fileSize, fileText } from './media.css';
import { sizeInMb } from './size';
import { ToolButton } from './ToolButton';
import { fetchableUrl } from './urls';

/**
 * Any other file in a message (a PDF, a spreadsheet, a video): an icon, its name, its size in MB
 * when the server tells it (spec 001 §9: bytes / 1,000,000, 3 decimals; none rather than a
 * guess), and a download button that fetches it and saves it under its name.
 */
export default function DocumentFile({ message, file }: FileRendererProps) {
  const intl = useIntl();
  const url = fetchableUrl(file.file_url);
  const name = file.file_name || intl.formatMessage({ id: 'media.document.unnamed' });
  const icon = file.mime_type.toLowerCase().startsWith('video/') ? 'video' : 'file';
  const queryClient = useQueryClient();
  const size = useQuery({ ...fileSizeQuery(url ?? '', file.mime_type), enabled: !!url && sizeable(url) && !message.status.sending });
  const [saving, setSaving] = useState(false);
  if (!url || message.status.sending) {
    return <PlainFile name={name} icon={icon} />;
  }
  const save = async () => {
    if (saving) return;
    setSaving(true);
    try {
      const bytes = await downloadFile(url, name);
      queryClient.setQueryData(fileSizeQuery(url, file.mime_type).queryKey, bytes);
    } catch (error) {
      logger.warn('media: the file could not be downloaded', error);
      notify.toast({ tone: 'error', text: { id: 'media.download.failed' }, values: { name } });
    } finally {
      setSaving(false);
    }
  };
  const bytes = size.data;
  return (
    <span className={fileCard}>
      <span className={fileIcon}>
        <MediaIcon name={icon} size={24} />
      </span>
      <span className={fileText}>
        <span className={fileName} title={name}>
          <FileName name={name} />
        </span>
        <span className={fileSize}>{typeof bytes === 'number' ? intl.formatMessage({ id: 'media.document.size' }, { size: sizeInMb(bytes, intl.locale) }) : ''}</span>
      </span>
      <ToolButton className={iconButtonClass} icon="download" label={intl.formatMessage({ id: 'media.download' }, { name })} isPending={saving} onPress={() => void save()} />
    </span>
  );
}
