import { describe, expect, test } from '@rstest/core';
import { nextTask } from '../hub/nextFrame';
import { jsonListItems } from './jsonList';

const parsedItems = async (text: string) => (await jsonListItems(text, 'data'))?.map((item) => JSON.parse(item) as unknown);

describe('reading the items of a JSON list answer a slice at a time', () => {
  test('each item comes out as its own JSON text, whatever its strings hold', async () => {
    const answer = {
      message: 'ok, "data": [1]',
      other: [{ data: ['não esta'] }],
      data: [{ id: 'c1', text: 'colchetes ] e [ e chaves } {, vírgulas, aspas \\" e \\\\' }, ['a', 'b'], 3, 'texto', null, { nested: { data: [1, 2] } }],
      after: 'fim',
    };
    const text = JSON.stringify(answer, null, 2);
    expect(await parsedItems(text)).toEqual(answer.data);
    expect(await parsedItems(JSON.stringify(answer))).toEqual(answer.data);
  });

  test('an empty list is empty; what is not an object with that list, or is cut short, is undefined', async () => {
    expect(await parsedItems('{ "data": [ ] }')).toEqual([]);
    expect(await parsedItems('[{"data": []}]')).toBeUndefined();
    expect(await parsedItems('{"items": [1, 2]}')).toBeUndefined();
    expect(await parsedItems('{"data": {"a": 1}}')).toBeUndefined();
    expect(await parsedItems('{"data": [{"a": 1}, {"b": "sem fim')).toBeUndefined();
    expect(await parsedItems('')).toBeUndefined();
  });

  test('a long answer lets other tasks in while it is read', async () => {
    const text = JSON.stringify({ data: Array.from({ length: 50_000 }, (_, i) => ({ conversationId: `c${i}`, consumer: { name: `Cliente ${i}` } })) });
    let other = false;
    nextTask(() => (other = true));
    const items = await jsonListItems(text, 'data', 0);
    const otherRanBeforeTheEnd = other;
    expect(items).toHaveLength(50_000);
    expect(JSON.parse(items![49_999]!)).toEqual({ conversationId: 'c49999', consumer: { name: 'Cliente 49999' } });
    expect(otherRanBeforeTheEnd).toBe(true);
  });
});
