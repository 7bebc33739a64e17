import { describe, expect, test } from '@rstest/core';
import { isAdminSession } from './admin';
import { sessionFrom } from './signIn';
import { signedInSchema } from '../schemas';
import * as z from 'zod/mini';

const answer = (roles: unknown[], permissions_extra: Record<string, unknown> = {}) =>
  z.parse(signedInSchema, { Authorization: 'tok', roles, permissions_extra, user: { id: '1', name: 'Ana', email: 'a@b.c' } });

describe('who administers the company', () => {
  test('a role named admin, administrator or administrador (any case, accents ignored) makes an admin', () => {
    for (const name of ['admin', 'Administrator', 'ADMINISTRADOR', 'Administradora']) {
      expect({ name, admin: isAdminSession(sessionFrom(answer([{ id: 'r', name }])))}).toEqual({ name, admin: true });
    }
    expect(isAdminSession(sessionFrom(answer(['agent', 'admin'])))).toBe(true);
  });

  test('agents and supervisors are not admins, and a supervisor stays a supervisor', () => {
    const supervisor = sessionFrom(answer([{ name: 'manager' }]));
    expect(isAdminSession(supervisor)).toBe(false);
    expect(supervisor.role).toBe('manager');
    expect(isAdminSession(sessionFrom(answer([{ name: 'agent' }])))).toBe(false);
    // A name that merely contains the word does not count.
    expect(isAdminSession(sessionFrom(answer([{ name: 'not-admin-helper' }])))).toBe(false);
    expect(isAdminSession(null)).toBe(false);
  });

  test('an admin who is also a supervisor keeps the supervisor workspace', () => {
    const session = sessionFrom(answer([{ name: 'manager' }, { name: 'admin' }]));
    expect(session.role).toBe('manager');
    expect(isAdminSession(session)).toBe(true);
  });

  test('permissions_extra.admin true grants it too; anything but true does not', () => {
    expect(isAdminSession(sessionFrom(answer([], { admin: true })))).toBe(true);
    expect(isAdminSession(sessionFrom(answer([], { admin: 'yes' })))).toBe(false);
  });
});
