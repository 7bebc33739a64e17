import { describe, expect, test } from '@rstest/core';
import { compareConversations, orderConversations } from './order';

const at = (minute: number) => `2026-11-21T10:${String(minute).padStart(2, '0')}:00.000Z`;
type Status = 'active' | 'inactive' | 'closed' | 'pos-chat' | 'pre-chat';
const c = (conversationId: string, status: Status, fields: { overdue?: string; inactive?: string; assigned?: string; end?: string }) => ({
  conversationId,
  status,
  end: fields.end,
  assignedTime: fields.assigned,
  statusTriggers: { overdue: fields.overdue, inactive: fields.inactive },
});
const ids = (list: { conversationId: string }[]) => list.map((x) => x.conversationId);

describe('conversation order (spec 000 §4)', () => {
  test('finished conversations come last, earliest end first', () => {
    const ordered = orderConversations([
      c('posChat-late', 'pos-chat', { end: at(40) }),
      c('active', 'active', { overdue: at(59) }),
      c('closed-early', 'closed', { end: at(1) }),
      c('closed-middle', 'closed', { end: at(20) }),
    ]);
    expect(ids(ordered)).toEqual(['active', 'closed-early', 'closed-middle', 'posChat-late']);
  });

  test('a finished conversation goes after every unfinished one, however early it ended', () => {
    const ordered = orderConversations([c('closed', 'closed', { end: at(0) }), c('inactive', 'inactive', { inactive: at(59) })]);
    expect(ids(ordered)).toEqual(['inactive', 'closed']);
  });

  test('inactive ones by their inactivity trigger, the others by overdue trigger, on one timeline', () => {
    const ordered = orderConversations([
      c('active-30', 'active', { overdue: at(30), assigned: at(1) }),
      c('inactive-20', 'inactive', { inactive: at(20), overdue: at(50) }),
      c('active-10', 'active', { overdue: at(10) }),
      c('inactive-40', 'inactive', { inactive: at(40), overdue: at(2) }),
      c('preChat-25', 'pre-chat', { overdue: at(25) }),
    ]);
    // An inactive conversation's overdue trigger does not count; an active one's inactivity trigger neither.
    expect(ids(ordered)).toEqual(['active-10', 'inactive-20', 'preChat-25', 'active-30', 'inactive-40']);
  });

  test('without an overdue trigger the assignment time places it', () => {
    const ordered = orderConversations([
      c('overdue-15', 'active', { overdue: at(15), assigned: at(0) }),
      c('assigned-5', 'active', { assigned: at(5) }),
      c('assigned-20', 'active', { assigned: at(20) }),
    ]);
    expect(ids(ordered)).toEqual(['assigned-5', 'overdue-15', 'assigned-20']);
  });

  test('an inactive conversation without an inactivity trigger falls back to overdue or assignment', () => {
    const ordered = orderConversations([c('active-10', 'active', { overdue: at(10) }), c('inactive-assigned-5', 'inactive', { assigned: at(5) })]);
    expect(ids(ordered)).toEqual(['inactive-assigned-5', 'active-10']);
  });

  test('missing or unreadable times go last in their group; ties keep a stable order by id', () => {
    const ordered = orderConversations([
      c('b-no-time', 'active', {}),
      c('a-no-time', 'active', { overdue: 'not a date' }),
      c('z-timed', 'active', { overdue: at(50) }),
      c('closed-no-end', 'closed', {}),
      c('closed-ended', 'closed', { end: at(3) }),
    ]);
    expect(ids(ordered)).toEqual(['z-timed', 'a-no-time', 'b-no-time', 'closed-ended', 'closed-no-end']);
  });

  test('the comparison is consistent both ways', () => {
    const a = c('a', 'active', { overdue: at(1) });
    const b = c('b', 'inactive', { inactive: at(2) });
    expect(compareConversations(a, b)).toBeLessThan(0);
    expect(compareConversations(b, a)).toBeGreaterThan(0);
    expect(compareConversations(a, { ...a })).toBe(0);
  });
});
