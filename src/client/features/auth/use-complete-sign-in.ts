import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { AUTH_REDIRECT_DELAY_MS } from '@shared/auth/limits';
import type { CurrentUserResponse, PublicUser } from '@shared/auth/user';
import { CURRENT_USER_QUERY_KEY, homePathFor } from '@client/lib/auth';
import { clearStoredDailyRecording, setStoredUser } from '@client/lib/browser-storage';
import { redirectFromSearch } from '@client/lib/redirect';

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
        const { location: path, search: query } = current.current;
        const here = query ? `${path}?${query}` : path;
        // The home page may already have sent the user on; don't stack a second history entry.
        if (here !== destination) navigate(destination);
        window.setTimeout(() => window.scrollTo(0, 0), AUTH_REDIRECT_DELAY_MS);
      }, AUTH_REDIRECT_DELAY_MS);
      return destination;
    },
    [navigate, queryClient],
  );
}
