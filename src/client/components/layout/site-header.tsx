import { Suspense, useRef, useState } from 'react';
import { Menu, X } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { AUTH_DIALOG_INTENT, openAuthDialog } from '@client/hooks/use-auth-dialog';
import { useAuth } from '@client/lib/auth';
import { LazySignedInControls } from './lazy-signed-in-header';
import { Logo } from './logo';
import { MobileNav } from './mobile-nav';
import { NavLink } from './nav-link';
import { HEADER_LINKS } from './site-links';

const MOBILE_NAV_ID = 'mobile-nav';

/** Held empty while the user or their controls load, so the header does not jump. */
const HOLD_PLACE = <span className="h-9 w-20" aria-hidden="true" />;

export function SiteHeader() {
  const { user, isLoading } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  const closeMenu = (returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) menuButton.current?.focus();
  };

  return (
    <header className="sticky top-0 z-40 border-b border-border/80 bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 min-[400px]:px-4 sm:gap-4 sm:px-6 lg:px-8">
        <Logo signedIn={user !== null} />

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {HEADER_LINKS.map((link) => (
            <NavLink key={link.href} {...link} />
          ))}
        </nav>

        {/* Its own height whatever it holds, so the header does not move when it fills. */}
        <div className="flex h-12 items-center gap-1.5 sm:gap-2">
          {/* A signed-in visitor never sees Login flash. */}
          {isLoading ? (
            HOLD_PLACE
          ) : user ? (
            <Suspense fallback={HOLD_PLACE}>
              <LazySignedInControls user={user} />
            </Suspense>
          ) : (
            <Button size="sm" {...AUTH_DIALOG_INTENT} onClick={() => openAuthDialog('signin')}>
              Login
            </Button>
          )}
          <Button
            ref={menuButton}
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_NAV_ID}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>

      {menuOpen ? <MobileNav id={MOBILE_NAV_ID} user={user} onClose={closeMenu} /> : null}
    </header>
  );
}
