import { Link, useLocation } from 'wouter';
import { cn } from '@client/lib/utils';
import type { SiteLink } from './site-links';

type NavLinkProps = SiteLink & { className?: string; onNavigate?: () => void };

/** A link that marks itself as the current page for assistive technology and styling. */
export function NavLink({ href, label, className, onNavigate }: NavLinkProps) {
  const [location] = useLocation();
  const current = location === href;
  return (
    <Link
      href={href}
      onClick={onNavigate}
      aria-current={current ? 'page' : undefined}
      className={cn(
        'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        current && 'text-primary',
        className,
      )}
    >
      {label}
    </Link>
  );
}
