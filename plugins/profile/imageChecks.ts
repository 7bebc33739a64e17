/**
 * The picture limits (spec 000 §5): an image, at most 200 KB and 1000 × 1000 px, checked
 * before anything is sent. Only raster types a data URL may safely carry are accepted.
 */
export const MAX_PICTURE_BYTES = 200 * 1024;
export const MAX_PICTURE_SIDE = 1000;
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** Why a picture is refused; each has its message (`profile.picture.error.<problem>`). */
export type PictureProblem = 'type' | 'size' | 'dimensions' | 'unreadable' | 'failed';

export function fileProblem(file: { type: string; size: number }): PictureProblem | undefined {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > MAX_PICTURE_BYTES) return 'size';
  return undefined;
}

export function dimensionsProblem(size: { width: number; height: number }): PictureProblem | undefined {
  return size.width > MAX_PICTURE_SIDE || size.height > MAX_PICTURE_SIDE ? 'dimensions' : undefined;
}
