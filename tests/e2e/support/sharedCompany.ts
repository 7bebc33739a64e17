import { beforeEach } from '@rstest/core';
import { RELAY_PATH } from '../../../core/testing/demo/companyRelay.mjs';
import { baseUrl } from './browser';

/**
 * The demo server keeps the demo company's settings for every browser it serves
 * (core/testing/demo/companyRelay.mjs): what one test's admin saved would be the next test's
 * company. Each test starts from the seeded settings; browsers within a test share them.
 */
beforeEach(async () => {
  const answer = await fetch(`${baseUrl()}${RELAY_PATH}`, { method: 'DELETE' });
  if (!answer.ok) throw new Error(`the demo server did not forget the company settings (${answer.status})`);
});
