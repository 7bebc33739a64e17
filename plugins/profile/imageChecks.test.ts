import { ApiError } from '@tessera/core';
import { describe, expect, rs, test } from '@rstest/core';
import { preparePicture } from './changePicture';
import { dimensionsProblem, fileProblem, MAX_PICTURE_BYTES } from './imageChecks';
import { pictureProblemOf } from './pictureErrors';
import { pngFile } from './testPng';

describe('picture checks before sending (spec 000 §5)', () => {
  test('images only: PNG, JPEG, GIF and WebP; not SVG, not text', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp']) expect(fileProblem({ type, size: 1000 })).toBeUndefined();
    expect(fileProblem({ type: 'image/svg+xml', size: 1000 })).toBe('type');
    expect(fileProblem({ type: 'text/plain', size: 1000 })).toBe('type');
    expect(fileProblem({ type: '', size: 1000 })).toBe('type');
  });

  test('at most 200 KB', () => {
    expect(fileProblem({ type: 'image/png', size: MAX_PICTURE_BYTES })).toBeUndefined();
    expect(fileProblem({ type: 'image/png', size: MAX_PICTURE_BYTES + 1 })).toBe('size');
  });

  test('at most 1000 × 1000 pixels', () => {
    expect(dimensionsProblem({ width: 1000, height: 1000 })).toBeUndefined();
    expect(dimensionsProblem({ width: 1001, height: 10 })).toBe('dimensions');
    expect(dimensionsProblem({ width: 10, height: 1001 })).toBe('dimensions');
  });

  test('a file is read to a data URL only when it passes', async () => {
    const small = await preparePicture(pngFile(64, 48));
    expect('dataUrl' in small && small.dataUrl.startsWith('data:image/png;base64,')).toBe(true);
    expect(await preparePicture(pngFile(1200, 900))).toEqual({ problem: 'dimensions' });
    const fake = new File(['not a picture'], 'foto.png', { type: 'image/png' });
    const reader = { read: async () => 'data:image/png;base64,bm90', measure: () => Promise.reject(new Error('not decodable')) };
    // The diagnostic is expected here: kept out of the test output, and checked.
    const warn = rs.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(await preparePicture(fake, reader)).toEqual({ problem: 'unreadable' });
      expect(warn).toHaveBeenCalledWith('[profile] picture unreadable', expect.any(Error));
    } finally {
      warn.mockRestore();
    }
  });
});

describe('the server refusal table (spec 000 §8)', () => {
  test('known messages say why; anything else is "the file could not be sent"', () => {
    const refusal = (value: string, status = 400) => new ApiError(value, status, [{ key: 'avatar', value }]);
    expect(pictureProblemOf(refusal('File too large'))).toBe('size');
    expect(pictureProblemOf(refusal('Invalid file type'))).toBe('type');
    expect(pictureProblemOf(refusal('image dimensions too large'))).toBe('dimensions');
    expect(pictureProblemOf(refusal('Quota exceeded'))).toBe('failed');
    expect(pictureProblemOf(refusal('Unavailable service', 500))).toBe('failed');
    expect(pictureProblemOf(new Error('network'))).toBe('failed');
  });
});
