import { useIntl } from '@tessera/core';
import { MediaIcon, type MediaIconName } from './icons';
import { plainFile, visuallyHidden } from './media.css';

/**
 * A file's name as text, said as 'Arquivo: {name}' (the icon beside it is decorative, so the
 * word is for assistive technology, and the thread's text reads as the default link's did).
 */
export function FileName({ name }: { name: string }) {
  const intl = useIntl();
  return (
    <>
      <span className={visuallyHidden}>{intl.formatMessage({ id: 'media.file.prefix' })}</span> {name}
    </>
  );
}

/** A file shown by name only: its URL is not one to load (not http(s)), or it is still being sent. */
export function PlainFile({ name, icon }: { name: string; icon: MediaIconName }) {
  return (
    <span className={plainFile}>
      <MediaIcon name={icon} />
      <span>
        <FileName name={name} />
      </span>
    </span>
  );
}
