import { PRODUCT_NAME, PRODUCT_TAGLINE } from '@shared/product';
import { LogoMark } from './logo';
import { NavLink } from './nav-link';
import { FOOTER_GROUPS } from './site-links';

export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:grid-cols-3 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)] lg:px-8">
        <div className="col-span-2 max-w-xs sm:col-span-3 md:col-span-1">
          <p className="flex items-center gap-2 text-lg font-bold tracking-tight">
            <LogoMark className="size-7" />
            {PRODUCT_NAME}
          </p>
          <p className="mt-3 text-sm text-muted-foreground">
            Your {PRODUCT_TAGLINE}. Short daily practice, honest scores, steady progress.
          </p>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.heading} aria-label={group.heading}>
            <h2 className="text-sm font-semibold text-foreground">{group.heading}</h2>
            <ul className="mt-2 flex flex-col">
              {group.links.map((link) => (
                <li key={link.href}>
                  <NavLink
                    {...link}
                    className="-mx-2 inline-block px-2 py-1.5 hover:bg-transparent hover:underline"
                  />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted-foreground sm:px-6 lg:px-8">
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </p>
      </div>
    </footer>
  );
}
