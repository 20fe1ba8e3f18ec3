import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { BILLING_TOASTS } from '@shared/billing/messages';
import { openAuthDialog } from '@client/hooks/use-auth-dialog';
import { toast } from '@client/hooks/use-toast';
import { useAuth } from '@client/lib/auth';
import { redirectFromSearch } from '@client/lib/redirect';

const HOME_PATHS = new Set(['/', '/login', '/signin']);
/** These open sign-in by themselves (product rules R2.5; /signin per decision 121). */
const SIGN_IN_PATHS = new Set(['/login', '/signin']);
/** Parameters that only ask for the dialog; they leave the address once read. */
const DIALOG_PARAMS = ['signin', 'login', 'subscription'] as const;

/** Product rules R2.5's one line, 'Payment Successful! Please sign in…', as title and detail. */
const [PAYMENT_TITLE, PAYMENT_DETAIL] = splitAfterFirstSentence(
  BILLING_TOASTS.paymentSuccessSignIn,
);

function splitAfterFirstSentence(text: string): [string, string | undefined] {
  const end = text.search(/[.!?]\s/);
  if (end < 0) return [text, undefined];
  return [text.slice(0, end + 1), text.slice(end + 2)];
}

/**
 * The home page's query handling (product rules R2.5), for guests:
 * - `signin=true` opens sign-in; with `subscription=success` a toast asks them
 *   to sign in to activate premium; the address then goes back to / (keeping a
 *   `redirect`, so a guest back from checkout returns to the payment return);
 * - `login=true` opens sign-in too;
 * - `redirect=/path` (a protected page sent them here) opens sign-in, and the
 *   path is where they land afterwards.
 * /login and /signin themselves open sign-in as well.
 */
export function useAuthUrlParams(): void {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { user, isLoading } = useAuth();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (isLoading || user || !HOME_PATHS.has(location)) return;
    const key = `${location}?${search}`;
    if (handled.current === key) return;
    handled.current = key;

    const params = new URLSearchParams(search);
    const signin = params.get('signin') === 'true';
    const login = params.get('login') === 'true';
    if (!signin && !login && !redirectFromSearch(search) && !SIGN_IN_PATHS.has(location)) return;

    openAuthDialog('signin');
    if (signin && params.get('subscription') === 'success') {
      toast({ title: PAYMENT_TITLE, description: PAYMENT_DETAIL });
    }
    if (signin || login) {
      DIALOG_PARAMS.forEach((name) => params.delete(name));
      const rest = params.toString();
      navigate(rest ? `/?${rest}` : '/', { replace: true });
    }
  }, [isLoading, user, location, search, navigate]);
}
