import { describe, expect, test } from '@rstest/core';
import { z as classic } from 'zod';
import * as z from 'zod/mini';
import { useHarness } from '../testing/harness';
import { ApiError } from './error';
import { pluginCall } from './pluginCall';
import { getConfig } from '../config';
import { endpoints } from './endpoints';

const harness = useHarness({ paused: true });
const conversations = () => endpoints.conversations(getConfig().product);

describe("a plugin's call", () => {
  test('carries the session but hands the plugin no way to see its token', async () => {
    const seen: unknown[] = [];
    const hooks = { transformRequest: [(data: unknown, headers: unknown) => (seen.push(headers), data)], adapter: () => seen.push('adapter') };
    const answer = await pluginCall('get', conversations(), z.object({ data: z.array(z.unknown()) }), hooks as never);
    expect(answer.data.length).toBeGreaterThan(0);
    expect(seen).toEqual([]);
  });

  test('a refusal is an ApiError with the server’s message, not the request it came from', async () => {
    const failure = await pluginCall('get', { ...conversations(), path: `${conversations().path}?id=nope` }, z.unknown()).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(JSON.stringify(failure)).not.toContain('Bearer');
    expect(Object.keys(failure as object)).not.toContain('config');
  });

  test('a plugin may parse with a zod classic schema as well as a zod mini one', async () => {
    const answer = await pluginCall('get', conversations(), classic.object({ data: classic.array(classic.unknown()) }));
    expect(answer.data.length).toBeGreaterThan(0);
  });
});
