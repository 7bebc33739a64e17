import { ApiError, logger } from '@tessera/core';
import { describe, expect, rs, test } from '@rstest/core';
import { uploadFailure } from './errors';
import { acceptedTypes, checkFile, kindOf, readFileRules, sizeParts, toBytes } from './rules';

const KB = 1024;
const MB = 1024 * KB;
const GB = 1024 * MB;
const TB = 1024 * GB;

/** A file as the rules see it: a name, a type, a size (no bytes needed). */
const file = (name: string, size: number, type = '') => ({ name, size, type });

const channel = {
  image: { extension: ['jpg', 'jpeg', 'png'], maxSize: 5, metric: 'MB' },
  file: { extension: ['pdf', 'docx', 'xlsx'], maxSize: 10, metric: 'MB' },
  audio: { extension: ['ogg', 'mp3'], maxSize: 16, metric: 'MB' },
  video: { extension: ['mp4'], maxSize: 16, metric: 'MB' },
};

describe('size units (spec 001 §9: KB/MB/GB/TB at 1024 multiples)', () => {
  test('each unit is 1024 of the one below', () => {
    expect(toBytes(1, 'KB')).toBe(1024);
    expect(toBytes(1, 'MB')).toBe(1024 * 1024);
    expect(toBytes(1, 'GB')).toBe(1024 ** 3);
    expect(toBytes(1, 'TB')).toBe(1024 ** 4);
    expect(toBytes(2.5, 'MB')).toBe(2.5 * MB);
  });

  test.each([
    ['KB', 100, 100 * KB],
    ['MB', 5, 5 * MB],
    ['GB', 2, 2 * GB],
    ['TB', 1, TB],
  ] as const)('a %s limit takes a file a byte under it and refuses one of exactly the limit ("smaller than")', (metric, maxSize, bytes) => {
    const rules = readFileRules({ file: { extension: ['pdf'], maxSize, metric } });
    expect(checkFile(file('apolice.pdf', bytes - 1, 'application/pdf'), rules)).toBeNull();
    expect(checkFile(file('apolice.pdf', bytes, 'application/pdf'), rules)).toEqual({ reason: 'tooBig', maxSize, metric });
    expect(checkFile(file('apolice.pdf', bytes + 1, 'application/pdf'), rules)).toEqual({ reason: 'tooBig', maxSize, metric });
  });

  test('1000-based sizes are not what the channel means: 5,000,000 bytes are under 5 MB, 5,300,000 are not', () => {
    const rules = readFileRules(channel);
    expect(checkFile(file('foto.jpg', 5_000_000, 'image/jpeg'), rules)).toBeNull();
    expect(checkFile(file('foto.jpg', 5_300_000, 'image/jpeg'), rules)).toEqual({ reason: 'tooBig', maxSize: 5, metric: 'MB' });
  });

  test('sizes are shown in the unit that keeps them under 1024', () => {
    expect(sizeParts(1023)).toEqual({ value: 1023, unit: 'B' });
    expect(sizeParts(1024)).toEqual({ value: 1, unit: 'KB' });
    expect(sizeParts(1.5 * MB)).toEqual({ value: 1.5, unit: 'MB' });
    expect(sizeParts(3 * GB)).toEqual({ value: 3, unit: 'GB' });
    expect(sizeParts(2048 * TB)).toEqual({ value: 2048, unit: 'TB' });
  });
});

describe('what a channel accepts (spec 001 §5)', () => {
  test('an extension not listed for its kind is refused, whatever its size', () => {
    const rules = readFileRules(channel);
    expect(checkFile(file('foto.gif', 10 * KB, 'image/gif'), rules)).toEqual({ reason: 'extension' });
    expect(checkFile(file('setup.exe', 10 * KB, 'application/x-msdownload'), rules)).toEqual({ reason: 'extension' });
    // A PDF's extension is a document's, not an image's: a file typed as an image with it is refused.
    expect(checkFile(file('foto.pdf', 10 * KB, 'image/png'), rules)).toEqual({ reason: 'extension' });
    expect(checkFile(file('LEIAME', 10 * KB), rules)).toEqual({ reason: 'extension' });
    expect(checkFile(file('FOTO.JPG', 10 * KB, 'image/jpeg'), rules)).toBeNull();
  });

  test('each kind has its own limit: a 12 MB video goes, a 12 MB document does not', () => {
    const rules = readFileRules(channel);
    expect(checkFile(file('sinistro.mp4', 12 * MB, 'video/mp4'), rules)).toBeNull();
    expect(checkFile(file('laudo.pdf', 12 * MB, 'application/pdf'), rules)).toEqual({ reason: 'tooBig', maxSize: 10, metric: 'MB' });
  });

  test('a kind the channel does not list is refused', () => {
    const rules = readFileRules({ image: channel.image });
    expect(checkFile(file('audio.mp3', KB, 'audio/mpeg'), rules)).toEqual({ reason: 'extension' });
  });

  test('a file the browser could not type is the kind whose list names its extension', () => {
    const rules = readFileRules(channel);
    expect(kindOf(file('nota.ogg', KB), rules)).toBe('audio');
    expect(kindOf(file('nota.ogg', KB, 'application/octet-stream'), rules)).toBe('audio');
    expect(kindOf(file('planilha.xlsx', KB), rules)).toBe('file');
    expect(checkFile(file('nota.ogg', 17 * MB), rules)).toEqual({ reason: 'tooBig', maxSize: 16, metric: 'MB' });
  });

  test('an empty file is not a valid file, even where any file goes', () => {
    expect(checkFile(file('vazio.pdf', 0, 'application/pdf'), readFileRules(channel))).toEqual({ reason: 'invalid' });
    expect(checkFile(file('vazio.pdf', 0, 'application/pdf'), readFileRules(undefined))).toEqual({ reason: 'invalid' });
  });

  test('a conversation that says nothing takes any file, of any size', () => {
    expect(readFileRules(undefined)).toBeNull();
    expect(readFileRules(null)).toBeNull();
    expect(checkFile(file('setup.exe', 3 * TB), null)).toBeNull();
    expect(acceptedTypes(null)).toBeUndefined();
  });

  test('the chooser offers every listed extension', () => {
    expect(acceptedTypes(readFileRules(channel))).toEqual(['.jpg', '.jpeg', '.png', '.pdf', '.docx', '.xlsx', '.ogg', '.mp3', '.mp4']);
  });

  test('lists written loosely still read: dots, capitals, a comma-separated string, a size as text, a lower-case unit', () => {
    const rules = readFileRules({ image: { extension: ['.PNG', ' Jpg '], maxSize: '2', metric: 'mb' }, file: { extension: 'pdf, .DOCX', maxSize: 1, metric: 'GB' } });
    expect(rules).toEqual({
      image: { extensions: ['png', 'jpg'], maxSize: 2, metric: 'MB', maxBytes: 2 * MB },
      file: { extensions: ['pdf', 'docx'], maxSize: 1, metric: 'GB', maxBytes: GB },
    });
  });

  test('a bad entry is left out and reported; the others are kept', () => {
    const warn = rs.spyOn(logger, 'warn').mockImplementation(() => undefined);
    try {
      const rules = readFileRules({
        image: channel.image,
        audio: { extension: ['ogg'], maxSize: 16, metric: 'PB' },
        video: { extension: ['mp4'], maxSize: -1, metric: 'MB' },
        file: { maxSize: 10, metric: 'MB' },
        sticker: { extension: ['webp'], maxSize: 1, metric: 'MB' },
      });
      expect(Object.keys(rules ?? {})).toEqual(['image']);
      const said = warn.mock.calls.map(([message]) => String(message)).join('\n');
      expect(said).toContain('supportedFiles.audio');
      expect(said).toContain('supportedFiles.video');
      expect(said).toContain('supportedFiles.file');
      expect(said).toContain("unknown kind 'sticker'");
      // The image rule still applies; the kinds left out are not accepted.
      expect(checkFile(file('foto.png', KB, 'image/png'), rules)).toBeNull();
      expect(checkFile(file('nota.ogg', KB, 'audio/ogg'), rules)).toEqual({ reason: 'extension' });
    } finally {
      warn.mockRestore();
    }
  });
});

describe('an upload the server refuses (spec 001 §8)', () => {
  test('says the first message value of its list; a value this plugin knows, in the agent language', () => {
    expect(uploadFailure(new ApiError('x', 400, [{ key: 'file', value: 'Formato bloqueado pela política da empresa' }]))).toEqual({ text: 'Formato bloqueado pela política da empresa' });
    expect(uploadFailure(new ApiError('File too large', 413, [{ key: 'file', value: 'File too large' }]))).toEqual({ messageId: 'attachments.error.serverTooLarge' });
  });

  test("else 'the file could not be sent'", () => {
    expect(uploadFailure(new ApiError('Unavailable service', 500))).toEqual({ messageId: 'attachments.error.notSent' });
    expect(uploadFailure(new Error('network'))).toEqual({ messageId: 'attachments.error.notSent' });
  });
});
