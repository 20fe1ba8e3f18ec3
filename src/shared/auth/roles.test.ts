import { describe, expect, it } from 'vitest';
import { accountRoleOf, isAdmin, isClient, isCoach } from './roles';

describe('roles, as a matrix', () => {
  it.each([
    {
      who: 'a user',
      person: { userRole: 'user', originalRole: null, isAdmin: false },
      is: { coach: false, client: false, admin: false, role: 'user' },
    },
    {
      who: 'a client',
      person: { userRole: 'client', originalRole: null, isAdmin: false },
      is: { coach: false, client: true, admin: false, role: 'client' },
    },
    {
      who: 'a coach',
      person: { userRole: 'coach', originalRole: null, isAdmin: false },
      is: { coach: true, client: false, admin: false, role: 'coach' },
    },
    {
      who: 'a coach previewing premium',
      person: { userRole: 'user', originalRole: 'coach', isAdmin: false },
      is: { coach: true, client: false, admin: false, role: 'coach' },
    },
    {
      who: 'an admin',
      person: { userRole: 'user', originalRole: null, isAdmin: true },
      is: { coach: false, client: false, admin: true, role: 'admin' },
    },
    {
      who: 'an admin who is also a coach',
      person: { userRole: 'coach', originalRole: null, isAdmin: true },
      is: { coach: true, client: false, admin: true, role: 'admin' },
    },
  ] as const)('$who', ({ person, is }) => {
    expect({
      coach: isCoach(person),
      client: isClient(person),
      admin: isAdmin(person),
      role: accountRoleOf(person),
    }).toEqual(is);
  });
});
