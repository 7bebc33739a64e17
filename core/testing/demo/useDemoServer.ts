import { afterAll, beforeAll } from '@rstest/core';
import { setConfig } from '../../config';
import { createDemoServer, type DemoServer } from './node';
import { TEST_API } from './testing';

/**
 * One demo contact centre (REST and hub, through msw) for a whole test file, on the test API
 * bases; an unhandled request fails the test. The returned getter speaks for it.
 */
export function useDemoServer(options?: Parameters<typeof createDemoServer>[0]): () => DemoServer {
  let demo: DemoServer | undefined;
  beforeAll(async () => {
    setConfig(TEST_API);
    demo = await createDemoServer(options);
    demo.server.listen({ onUnhandledRequest: 'error' });
  });
  afterAll(() => demo?.dispose());
  return () => {
    if (!demo) throw new Error('the demo server runs inside tests only');
    return demo;
  };
}
