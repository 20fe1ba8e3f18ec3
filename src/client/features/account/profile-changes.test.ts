import { describe, expect, it } from 'vitest';
import { profileChanges } from './profile-changes';

const current = { name: 'Ada Lovelace', email: 'ada@example.com' };

describe('profile changes', () => {
  it('keeps only changed, non-empty, trimmed values', () => {
    expect(profileChanges(current, { name: ' Ada King ', email: 'ada@example.com' })).toEqual({
      name: 'Ada King',
    });
    expect(profileChanges(current, { name: '', email: ' new@example.com ' })).toEqual({
      email: 'new@example.com',
    });
  });

  it('treats an email differing only in case as unchanged', () => {
    expect(profileChanges(current, { name: 'Ada Lovelace', email: 'ADA@example.com' })).toEqual({});
  });
});
