import { Link } from 'wouter';
import { PRODUCT_NAME } from '@shared/product';
import { cn } from '@client/lib/utils';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <g className="fill-primary-foreground">
        <rect x="7" y="13" width="3" height="6" rx="1.5" />
        <rect x="12" y="9" width="3" height="14" rx="1.5" />
        <rect x="17" y="6" width="3" height="20" rx="1.5" />
        <rect x="22" y="11" width="3" height="10" rx="1.5" />
      </g>
    </svg>
  );
}

/** The logo goes to /dashboard when signed in, otherwise to / (product rules R2.7). */
export function Logo({ signedIn }: { signedIn: boolean }) {
  return (
    <Link
      href={signedIn ? '/dashboard' : '/'}
      className="flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <LogoMark />
      {/* Under 360 px the mark alone leaves room for the account's controls. */}
      <span className="max-[359px]:sr-only">{PRODUCT_NAME}</span>
    </Link>
  );
}
