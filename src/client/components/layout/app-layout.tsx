import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const MAIN_ID = 'main-content';

/**
 * After an in-app navigation, start the new screen at the top and move focus
 * to it, as a full page load would; screen readers then announce the new page.
 */
function useResetViewOnNavigate(): void {
  const [location] = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [location]);
}

export function AppLayout({ children }: { children: ReactNode }) {
  useResetViewOnNavigate();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_ID}`}
        className="sr-only rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:px-4 focus:py-2"
      >
        Skip to main content
      </a>
      <SiteHeader />
      {/* At least a screen tall: while a page loads, the footer waits below the fold rather
          than showing and then being pushed away (layout shift, decision 178). */}
      <main id={MAIN_ID} tabIndex={-1} className="flex min-h-dvh flex-1 flex-col outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
