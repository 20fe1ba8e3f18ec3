import type { ComponentProps } from 'react';
import { cn } from '@client/lib/utils';

/** First letters of up to two words, upper-case (product rules R9.19). */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

type AvatarProps = ComponentProps<'span'> & { name: string };

/** A circle with the person's initials; the name itself is given by the surrounding control. */
export function Avatar({ name, className, ...props }: AvatarProps) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground',
        className,
      )}
      {...props}
    >
      {initialsOf(name) || '?'}
    </span>
  );
}
