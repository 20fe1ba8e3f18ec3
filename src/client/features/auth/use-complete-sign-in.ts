import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { AUTH_REDIRECT_DELAY_MS } from '@shared/auth/limits';
import type { CurrentUserResponse, PublicUser } from '@shared/auth/user';
import { CURRENT_USER_QUERY_KEY, homePathFor } from '@client/lib/auth';
import { clearStoredDailyRecording, setStoredUser } from '@client/lib/browser-storage';
import { redirectFromSearch } from '@client/lib/redirect';

const addressOf = ({ location, search }: { location: string; search: string }) =>
  search ? `${location}?${search}` : location;

/**
 * After sign-in, sign-up or verification: store the user, refresh the current
 * user, clear the stored daily recording, then after 100 ms go to the
 * `redirect` parameter or the user's dashboard, and scroll to the top 100 ms
 * later (product rules R2.4 and R4.3). Returns where the person is being sent.
 */
export function useCompleteSignIn(): (user: PublicUser) => string {
  const queryClient = useQueryClient();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const current = useRef({ location, search });
  useEffect(() => {
    current.current = { location, search };
  }, [location, search]);

  return useCallback(
    (user: PublicUser) => {
      const destination = redirectFromSearch(current.current.search) ?? homePathFor(user);
      const signedInAt = addressOf(current.current);
      setStoredUser(user);
      clearStoredDailyRecording();
      // Set at once, so a guarded destination already sees the user; then read it afresh.
      queryClient.setQueryData<CurrentUserResponse>(CURRENT_USER_QUERY_KEY, (previous) => ({
        user,
        sessionId: previous?.sessionId ?? null,
        isFirstTime: previous?.isFirstTime ?? false,
      }));
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });

      window.setTimeout(() => {
        const here = addressOf(current.current);
        // Only from where they signed in. The home page may already have sent the person on,
        // and that page moved them again (a payment return confirmed within the delay takes
        // its parameters out): going to the destination again would confirm a second time.
        if (here === signedInAt && here !== destination) navigate(destination);
        window.setTimeout(() => window.scrollTo(0, 0), AUTH_REDIRECT_DELAY_MS);
      }, AUTH_REDIRECT_DELAY_MS);
      return destination;
    },
    [navigate, queryClient],
  );
}
