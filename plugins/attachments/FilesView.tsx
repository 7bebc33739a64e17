import { IconButton, type Snapshot, useIntl } from '@tessera/core';
import { Button } from 'react-aria-components';
import { caption, carousel, entry, entryHead, position, stage, stageImage, status, strip, thumb, thumbImage, thumbName } from './attachments.css';
import { failureText, sizeLabel } from './text';
import { FileIcon } from './FileIcon';
import type { UploadItem } from './state';
import { useObjectUrls } from './useObjectUrls';

interface Props {
  items: readonly Snapshot<UploadItem>[];
  current: string | null;
  sending: boolean;
  onShow(itemId: string): void;
  onRemove(itemId: string): void;
}

/**
 * The files of the dialog: the previewed one (a picture, or its kind's icon with its name and
 * size) between previous and next, and the strip of every file with its state and its remove
 * button; choosing one in the strip previews it.
 */
export function FilesView({ items, current, sending, onShow, onRemove }: Props) {
  const intl = useIntl();
  const urls = useObjectUrls(items);
  const index = Math.max(0, items.findIndex((item) => item.id === current));
  const shown = items[index];
  if (!shown) return null;
  const size = (item: Snapshot<UploadItem>) => sizeLabel(intl, item.size);

  return (
    <>
      <div className={carousel}>
        <IconButton label={intl.formatMessage({ id: 'attachments.previous' })} icon="left" isDisabled={index === 0} onPress={() => onShow(items[index - 1]!.id)} />
        <figure className={stage} aria-label={intl.formatMessage({ id: 'attachments.preview' })}>
          {shown.kind === 'image' && urls[shown.id] ? <img className={stageImage} src={urls[shown.id]} alt={shown.name} /> : <FileIcon kind={shown.kind} size={56} />}
          <figcaption className={caption}>
            {shown.name} · {size(shown)}
          </figcaption>
        </figure>
        <IconButton
          label={intl.formatMessage({ id: 'attachments.next' })}
          icon="right"
          isDisabled={index >= items.length - 1}
          onPress={() => onShow(items[index + 1]!.id)}
        />
      </div>
      {items.length > 1 && <p className={position}>{intl.formatMessage({ id: 'attachments.position' }, { index: index + 1, count: items.length })}</p>}
      <ul className={strip} aria-label={intl.formatMessage({ id: 'attachments.files' })}>
        {items.map((item) => {
          const statusId = `${item.id}-status`;
          return (
            <li key={item.id} className={entry}>
              <div className={entryHead}>
                <Button className={thumb} aria-pressed={item.id === shown.id} aria-describedby={statusId} onPress={() => onShow(item.id)}>
                  {item.kind === 'image' && urls[item.id] ? <img className={thumbImage} src={urls[item.id]} alt="" /> : <FileIcon kind={item.kind} size={32} />}
                  <span className={thumbName}>{item.name}</span>
                </Button>
                <IconButton
                  label={intl.formatMessage({ id: 'attachments.remove' }, { name: item.name })}
                  icon="close"
                  isDisabled={sending}
                  onPress={() => onRemove(item.id)}
                />
              </div>
              <span id={statusId} className={status[item.status]}>
                {size(item)} · {item.status === 'error' && item.failure ? failureText(intl, item.failure) : intl.formatMessage({ id: `attachments.status.${item.status}` })}
              </span>
            </li>
          );
        })}
      </ul>
    </>
  );
}
