import { Suspense, type KeyboardEvent } from 'react';
import type { PublicUser } from '@shared/auth/user';
import { LazyHeaderStatus } from './lazy-signed-in-header';
import { NavLink } from './nav-link';
import { HEADER_LINKS } from './site-links';

type MobileNavProps = {
  id: string;
  /** The signed-in user, whose badge and plan the header leaves out on narrow phones. */
  user: PublicUser | null;
  /** Called with true when focus should go back to the menu button (Escape). */
  onClose: (returnFocus: boolean) => void;
};

/** The header's links on narrow screens, opened by the menu button. */
export function MobileNav({ id, user, onClose }: MobileNavProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose(true);
  };

  return (
    <nav
      id={id}
      aria-label="Main menu"
      onKeyDown={onKeyDown}
      className="border-t border-border bg-surface px-4 pt-2 pb-4 shadow-sm md:hidden"
    >
      {user ? (
        <Suspense fallback={null}>
          <LazyHeaderStatus user={user} className="px-3 pt-2 pb-3 sm:hidden" />
        </Suspense>
      ) : null}
      <ul className="flex flex-col gap-1">
        {HEADER_LINKS.map((link) => (
          <li key={link.href}>
            <NavLink
              {...link}
              onNavigate={() => onClose(false)}
              className="block px-3 py-3 text-base"
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
