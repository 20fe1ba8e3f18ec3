import type { ComponentProps } from 'react';
import { cn } from '@client/lib/utils';

type ProgressProps = ComponentProps<'div'> & {
  /** 0-100. */
  value: number;
  /** The accessible name, e.g. 'Upload progress'. */
  label: string;
  indicatorClassName?: string;
};

/** A determinate progress bar, announced as a progressbar with its value. */
export function Progress({ value, label, className, indicatorClassName, ...props }: ProgressProps) {
  const clamped = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <div
        className={cn(
          'h-full rounded-full bg-primary transition-[width] duration-300',
          indicatorClassName,
        )}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
