import { ApiError } from '@tessera/core';
import type { PictureProblem } from './imageChecks';

/**
 * The server's picture refusals the workspace knows (spec 000 §8: "mapped from the server
 * message value through an error table"); anything else reads 'The file could not be sent'.
 */
const serverMessages: Record<string, PictureProblem> = {
  'file too large': 'size',
  'file is too large': 'size',
  'payload too large': 'size',
  'invalid file type': 'type',
  'invalid image': 'type',
  'file type not allowed': 'type',
  'image dimensions too large': 'dimensions',
  'invalid image dimensions': 'dimensions',
};

export function pictureProblemOf(error: unknown): PictureProblem {
  if (!(error instanceof ApiError)) return 'failed';
  const values = [...error.fields.map((f) => f.value), error.message];
  for (const value of values) {
    const problem = serverMessages[value.trim().toLowerCase()];
    if (problem) return problem;
  }
  return 'failed';
}

export const pictureMessage = (problem: PictureProblem) => ({ id: `profile.picture.error.${problem}` });
