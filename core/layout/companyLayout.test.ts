import { afterEach, beforeEach, describe, expect, test } from '@rstest/core';
import { readLayout } from './persistence';
import { applyCompanyLayout, closeTile, fitLayout, layout, leftOutByCompany, loadLayout, reopenTile, resetLayout, resetLayoutState, setShownLayoutTree } from './state';
import { leavesOf } from './tree';
import type { LayoutTree } from './tree';

const builtIn: LayoutTree = { type: 'split', direction: 'row', splitPercentages: [20, 50, 30], children: ['conversationList', 'conversation', 'dock'] };
const company: LayoutTree = { type: 'split', direction: 'row', splitPercentages: [30, 70], children: ['conversation', 'conversationList'] };

beforeEach(() => {
  localStorage.clear();
  resetLayoutState();
});
afterEach(() => resetLayoutState());

describe("the company's default layout", () => {
  test('a new agent starts from it, whether it comes before or after their layout loads', () => {
    applyCompanyLayout({ tree: company, dock: 'knowledge' });
    loadLayout('ana', builtIn);
    expect(layout.tree).toEqual(company);

    resetLayoutState();
    localStorage.clear();
    loadLayout('bia', builtIn);
    expect(layout.tree).toEqual(builtIn);
    applyCompanyLayout({ tree: company, dock: null });
    expect(layout.tree).toEqual(company);
    expect(readLayout('bia')?.tree).toEqual(company);
  });

  test('an agent who arranged their own keeps it when the company changes its default; reset takes the company’s', () => {
    loadLayout('ana', builtIn);
    closeTile('dock');
    const own = layout.tree;
    applyCompanyLayout({ tree: company, dock: null });
    expect(layout.tree).toEqual(own);

    resetLayout();
    expect(layout.tree).toEqual(company);
    expect(layout.closed).toEqual([]);
    // Reset, they follow the company again until they arrange it.
    const next: LayoutTree = { type: 'split', direction: 'column', children: ['conversation', 'conversationList'] };
    applyCompanyLayout({ tree: next, dock: null });
    expect(layout.tree).toEqual(next);
  });

  test('a resize the agent makes counts as arranging; the choice survives a reload', () => {
    loadLayout('ana', builtIn);
    setShownLayoutTree({ ...(builtIn as object), splitPercentages: [25, 45, 30] } as LayoutTree, true);
    resetLayoutState();
    loadLayout('ana', builtIn);
    applyCompanyLayout({ tree: company, dock: null });
    expect(layout.tree).toEqual({ ...(builtIn as object), splitPercentages: [25, 45, 30] });
  });

  test('without a company default the agent follows the build’s, and reset returns to it', () => {
    applyCompanyLayout({ tree: company, dock: null });
    loadLayout('ana', builtIn);
    applyCompanyLayout(null);
    expect(layout.tree).toEqual(builtIn);
    closeTile('conversation');
    resetLayout();
    expect(layout.tree).toEqual(builtIn);
  });

  test('a layout saved before the company defaults existed counts as the agent’s own', () => {
    localStorage.setItem('tessera:layout:v1:ana', JSON.stringify({ tree: 'conversation', closed: [] }));
    loadLayout('ana', builtIn);
    applyCompanyLayout({ tree: company, dock: null });
    expect(layout.tree).toBe('conversation');
  });

  test('the tiles it leaves out stay out for an agent who follows it, closed so they can be reopened; an agent who arranged theirs keeps them', () => {
    const available = ['conversationList', 'conversation', 'dock', 'usability'];
    applyCompanyLayout({ tree: company, dock: null });
    loadLayout('ana', builtIn);
    expect(leftOutByCompany(available)).toEqual(['dock', 'usability']);
    expect(leavesOf(fitLayout(available))).toEqual(['conversation', 'conversationList']);
    expect(layout.closed).toEqual(['dock', 'usability']);

    reopenTile('dock');
    expect(leftOutByCompany(available)).toEqual([]);
    expect(leavesOf(fitLayout(available))).toEqual(['conversation', 'conversationList', 'dock']);
  });
});
