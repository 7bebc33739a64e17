import { describe, expect, test } from '@rstest/core';
import { BLOCK_CHARS, inBlocks } from './blocks';
import { segmentText } from './segments';
import { termMatches } from './termSearch';

const joined = (blocks: { text: string }[][]) => blocks.map((b) => b.map((s) => s.text).join(''));

describe('a long text in blocks', () => {
  const line = `${'x'.repeat(99)}\n`;
  const huge = line.repeat(1_000);

  test('a short text, or one without line breaks, stays one block', () => {
    expect(inBlocks('olá', segmentText('olá', [], []))).toHaveLength(1);
    const oneLine = '7'.repeat(50_000);
    expect(inBlocks(oneLine, segmentText(oneLine, [], []))).toHaveLength(1);
  });

  test('cuts just after line breaks, every BLOCK_CHARS or so, losing no character', () => {
    const blocks = inBlocks(huge, segmentText(huge, [], []));
    expect(blocks.length).toBeGreaterThan(huge.length / (2 * BLOCK_CHARS));
    expect(joined(blocks).join('')).toBe(huge);
    for (const text of joined(blocks).slice(0, -1)) {
      expect(text.endsWith('\n')).toBe(true);
      expect(text.length).toBeGreaterThanOrEqual(BLOCK_CHARS);
    }
  });

  test('search marks coming and going leave the cuts where they were, and only change the blocks they are in', () => {
    const plain = inBlocks(huge, segmentText(huge, [], []));
    const marked = inBlocks(huge, segmentText(huge, [], termMatches(huge, 'x', 200)));
    expect(marked.map((b) => b[0]!.start)).toEqual(plain.map((b) => b[0]!.start));
    expect(joined(marked)).toEqual(joined(plain));
    expect(marked[0]!.filter((s) => s.highlighted)).toHaveLength(200);
    expect(marked.slice(1)).toEqual(plain.slice(1));
  });

  test('never cuts through a marker, even one across a line break', () => {
    const start = BLOCK_CHARS - 10;
    const marker = { start, end: start + 200, label: 'Termo' };
    const blocks = inBlocks(huge, segmentText(huge, [[marker]], []));
    const owner = blocks.findIndex((b) => b.some((s) => s.marker));
    expect(blocks[owner]!.find((s) => s.marker)!.text).toBe(huge.slice(marker.start, marker.end));
    expect(blocks.flat().filter((s) => s.marker)).toHaveLength(1);
  });
});
