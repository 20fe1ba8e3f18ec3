import { describe, expect, it } from 'vitest';
import { twMerge } from 'tailwind-merge';
import CASES from './class-merge.cases.json';
import { mergeClasses } from './class-merge';

describe('mergeClasses', () => {
  it('keeps the later of two classes that set one thing, under the same variants', () => {
    expect(mergeClasses('px-4 py-2 px-2')).toBe('py-2 px-2');
    expect(mergeClasses('text-sm text-muted-foreground text-lg')).toBe(
      'text-muted-foreground text-lg',
    );
    expect(mergeClasses('hover:bg-muted bg-surface hover:bg-primary')).toBe(
      'bg-surface hover:bg-primary',
    );
    expect(mergeClasses('p-6 pt-0')).toBe('p-6 pt-0');
    expect(mergeClasses('pt-0 p-6')).toBe('p-6');
    expect(mergeClasses('w-4 h-4 size-8')).toBe('size-8');
    expect(mergeClasses('flex hidden sm:flex')).toBe('hidden sm:flex');
    expect(mergeClasses('[&_svg]:size-4 [&_svg]:size-5')).toBe('[&_svg]:size-5');
    expect(mergeClasses('border border-border border-2 border-destructive')).toBe(
      'border-2 border-destructive',
    );
  });

  it('leaves classes it does not know, and different things, alone', () => {
    expect(mergeClasses('group tabular-nums sr-only')).toBe('group tabular-nums sr-only');
    expect(mergeClasses('text-sm font-semibold text-center')).toBe(
      'text-sm font-semibold text-center',
    );
  });

  // Every class list the app's components joined in the client tests, as tailwind-merge
  // merged them before (decision 177).
  it.each(CASES)('merges "%s" as tailwind-merge did', (joined) => {
    expect(mergeClasses(joined)).toBe(twMerge(joined));
  });
});
