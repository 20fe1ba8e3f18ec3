import { describe, expect, it } from 'vitest';
import { initialsOf } from './avatar';

describe('avatar initials', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['ada byron lovelace', 'AB'],
    ['  grace   hopper ', 'GH'],
    ['Cher', 'C'],
    ['élodie durand', 'ÉD'],
    ['', ''],
  ])('%j -> %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
