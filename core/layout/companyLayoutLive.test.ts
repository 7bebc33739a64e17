import { describe, expect, test } from '@rstest/core';
import { store } from '../state/store';
import { useHarness, waitUntil } from '../testing/harness';
import { layout, loadLayout, resetLayout } from './state';
import type { LayoutTree } from './tree';

// The agent's workspace, connected to the hub; the company's admin changes its default layout.
const harness = useHarness({ paused: true, connectHub: true });

const builtIn: LayoutTree = { type: 'split', direction: 'row', splitPercentages: [20, 50, 30], children: ['conversationList', 'conversation', 'dock'] };
const company: LayoutTree = { type: 'split', direction: 'row', splitPercentages: [65, 35], children: ['conversation', 'conversationList'] };

describe("the company's default layout, live", () => {
  test('an agent who has not arranged their own takes it as it is saved; reset returns to it', async () => {
    loadLayout(store.session!.user.id, builtIn);
    expect(layout.tree).toEqual(builtIn);

    await harness.demo.control.setCompanyLayout({ tree: company, dock: 'knowledge' });
    await waitUntil(() => layout.company !== null, { timeout: 2_000, what: 'the company layout' });
    expect(layout.tree).toEqual(company);
    expect(layout.company?.dock).toBe('knowledge');

    resetLayout();
    expect(layout.tree).toEqual(company);

    await harness.demo.control.setCompanyLayout(null);
    await waitUntil(() => layout.company === null, { timeout: 2_000, what: 'no company layout' });
    expect(layout.tree).toEqual(builtIn);
  });
});
