import { describe, expect, test } from '@rstest/core';
import { orderConversations } from './order';

const at = (minute: number) => `2026-11-21T10:${String(minute).padStart(2, '0')}:00.000Z`;
const c = (conversationId: string, status: 'active' | 'inactive' | 'closed' | 'pos-chat', fields: { overdue?: string; inactive?: string; assigned?: string; end?: string }) => ({
  conversationId,
  status,
  end: fields.end,
  assignedTime: fields.assigned,
  statusTriggers: { overdue: fields.overdue, inactive: fields.inactive },
});

describe('conversation order', () => {
  test('open ones by overdue trigger or assignment, then inactive by inactivity, then finished by end', () => {
    const ordered = orderConversations([
      c('closed-early', 'closed', { end: at(1) }),
      c('inactive-late', 'inactive', { inactive: at(30) }),
      c('active-late', 'active', { overdue: at(20) }),
      c('posChat-late', 'pos-chat', { end: at(40) }),
      c('active-assigned', 'active', { assigned: at(10) }),
      c('inactive-early', 'inactive', { inactive: at(5) }),
    ]);
    expect(ordered.map((x) => x.conversationId)).toEqual([
      'active-assigned',
      'active-late',
      'inactive-early',
      'inactive-late',
      'posChat-late',
      'closed-early',
    ]);
  });
});
