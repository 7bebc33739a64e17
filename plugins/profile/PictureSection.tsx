import { Button, isSafeImageUrl, notify, useSession } from '@tessera/core';
import { useId, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { changePicture } from './changePicture';
import { MAX_PICTURE_SIDE, PICTURE_TYPES } from './imageChecks';
import { hint, picture, pictureActions, pictureRow, section, sectionTitle } from './profile.css';

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '')).toUpperCase();
}

/** The agent's picture and the button that replaces it (images only, 200 KB, 1000 × 1000 px). */
export function PictureSection() {
  const intl = useIntl();
  const headingId = useId();
  const hintId = useId();
  const user = useSession()?.user;
  const [busy, setBusy] = useState(false);
  if (!user) return null;
  const url = user.url_avatar && isSafeImageUrl(user.url_avatar) ? user.url_avatar : undefined;

  const onSelect = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setBusy(true);
    try {
      await changePicture(file, notify);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={section} aria-labelledby={headingId}>
      <h3 id={headingId} className={sectionTitle}>
        {intl.formatMessage({ id: 'profile.picture.title' })}
      </h3>
      <div className={pictureRow}>
        {url ? (
          <img className={picture} src={url} alt={intl.formatMessage({ id: 'profile.picture.current' }, { name: user.name })} />
        ) : (
          <span className={picture} aria-hidden="true">
            {initials(user.name)}
          </span>
        )}
        <div className={pictureActions}>
          <FileTrigger acceptedFileTypes={[...PICTURE_TYPES]} onSelect={(files) => void onSelect(files)}>
            <Button icon="image" isPending={busy} aria-describedby={hintId}>
              {intl.formatMessage({ id: busy ? 'profile.picture.sending' : 'profile.picture.change' })}
            </Button>
          </FileTrigger>
          <p id={hintId} className={hint}>
            {intl.formatMessage({ id: 'profile.picture.hint' }, { kb: 200, side: MAX_PICTURE_SIDE })}
          </p>
        </div>
      </div>
    </section>
  );
}
