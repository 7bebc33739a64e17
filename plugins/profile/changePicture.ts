import { avatarChanged, isSafeImageUrl, logger, type Notifier } from '@tessera/core';
import { sendPicture } from './api';
import { dimensionsProblem, fileProblem, type PictureProblem } from './imageChecks';
import { pictureMessage, pictureProblemOf } from './pictureErrors';
import { measureImage, readAsDataUrl } from './readImage';

export interface PictureReader {
  read: (file: Blob) => Promise<string>;
  measure: (dataUrl: string) => Promise<{ width: number; height: number }>;
}
const browserReader: PictureReader = { read: readAsDataUrl, measure: measureImage };

/** Checks the file (type, 200 KB, 1000 × 1000 px) and reads it: the data URL, or why not. */
export async function preparePicture(file: File, reader: PictureReader = browserReader): Promise<{ dataUrl: string } | { problem: PictureProblem }> {
  const early = fileProblem(file);
  if (early) return { problem: early };
  try {
    const dataUrl = await reader.read(file);
    if (!isSafeImageUrl(dataUrl)) return { problem: 'type' };
    const late = dimensionsProblem(await reader.measure(dataUrl));
    return late ? { problem: late } : { dataUrl };
  } catch (error) {
    logger.warn('[profile] picture unreadable', error);
    return { problem: 'unreadable' };
  }
}

/**
 * The agent picks a new picture: checked here, sent as a data URL, shown everywhere on success
 * ('pictureUpdated'); every refusal is a toast saying why. Resolves true when it changed.
 */
export async function changePicture(file: File, notify: Notifier, reader?: PictureReader): Promise<boolean> {
  const prepared = await preparePicture(file, reader);
  if ('problem' in prepared) {
    notify.toast({ tone: 'error', text: pictureMessage(prepared.problem) });
    return false;
  }
  try {
    const url = await sendPicture(prepared.dataUrl);
    avatarChanged(isSafeImageUrl(url) ? url : prepared.dataUrl);
    notify.toast({ tone: 'success', text: { id: 'profile.picture.updated' } });
    return true;
  } catch (error) {
    logger.warn('[profile] picture refused', error);
    notify.toast({ tone: 'error', text: pictureMessage(pictureProblemOf(error)) });
    return false;
  }
}
