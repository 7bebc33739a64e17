import { DemoError, type DemoModel } from '@tessera/core/testing/demo';

/**
 * PATCH /user/profile (spec 000 §7): the user's picture, sent as a data URL. The spec does not
 * show the server's refusals; these are the demo's, and the app maps them through its table.
 */
export const AVATAR_MAX_BYTES = 200 * 1024;
export const INVALID_FILE_TYPE = 'Invalid file type';
export const FILE_TOO_LARGE = 'File too large';

const IMAGE_DATA_URL = /^data:image\/(png|jpeg|gif|webp);base64,([a-z0-9+/]+=*)$/i;

/** Bytes a base64 text decodes to. */
function decodedSize(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length * 3) / 4 - padding;
}

/** Keeps the picture on the user (the next sign-in's url_avatar) and answers its URL. */
export function setAvatar(model: DemoModel, userId: string, avatar: string): string {
  const user = model.state.users.find((u) => u.id === userId);
  if (!user) throw new DemoError(404, 'user', 'User not found');
  const match = IMAGE_DATA_URL.exec(avatar.trim());
  if (!match) throw new DemoError(400, 'avatar', INVALID_FILE_TYPE);
  if (decodedSize(match[2]!) > AVATAR_MAX_BYTES) throw new DemoError(400, 'avatar', FILE_TOO_LARGE);
  user.avatarUrl = avatar.trim();
  return user.avatarUrl;
}
