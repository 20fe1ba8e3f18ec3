import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, Info } from 'lucide-react';
import { cn } from '@client/lib/utils';

const alertVariants = cva('flex items-start gap-3 rounded-lg border px-4 py-3 text-sm', {
  variants: {
    variant: {
      default: 'border-border bg-muted text-foreground',
      destructive: 'border-destructive/40 bg-destructive/8 text-destructive',
    },
  },
  defaultVariants: { variant: 'default' },
});

type AlertProps = ComponentProps<'div'> & VariantProps<typeof alertVariants>;

/** An inline notice. The destructive one is announced at once (role alert). */
export function Alert({ className, variant, children, ...props }: AlertProps) {
  const Icon = variant === 'destructive' ? CircleAlert : Info;
  return (
    <div
      role={variant === 'destructive' ? 'alert' : 'status'}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid gap-0.5">{children}</div>
    </div>
  );
}
