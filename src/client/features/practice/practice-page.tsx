import { useEffect, useRef, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import { UserPlus } from 'lucide-react';
import { LIVE_AUTO_STOP_SECONDS } from '@shared/recordings/limits';
import { PageContainer, PageHeader } from '@client/components/layout/page-container';
import { PageLoading } from '@client/components/layout/page-loading';
import { PracticeLimitCard } from '@client/components/practice-limit-card';
import { Button } from '@client/components/ui/button';
import { AUTH_DIALOG_INTENT, openAuthDialog } from '@client/hooks/use-auth-dialog';
import { useAuth } from '@client/lib/auth';
import { usePracticeLimit } from '@client/lib/endpoints/get-practice-limit';
import { PracticeSession } from './practice-session';

type PracticePageProps = {
  /**
   * How a guest sees the screen: the app wraps the recorder in the landing variant
   * (product rules R2.18). Without it, the guest gets the recorder on its own.
   */
  guestView?: (recorder: ReactNode) => ReactNode;
};

/** /practice and /record: the recording screen (product rules R2.1 and R2.52). */
export function PracticePage({ guestView }: PracticePageProps) {
  const { user, isLoading } = useAuth();
  const limit = usePracticeLimit({ enabled: user !== null });
  useSignInFromAddress(!isLoading && user === null);
  if (isLoading) return <PageLoading />;
  if (!user && guestView) {
    return guestView(
      <div className="grid gap-6">
        <GuestNotice />
        <PracticeSession user={null} blocked={false} />
      </div>,
    );
  }
  const blocked = Boolean(limit.data && !limit.data.unlimited && !limit.data.canPractice);
  return (
    <PageContainer className="max-w-4xl">
      <PageHeader
        title="Practice"
        description={`Speak for up to ${LIVE_AUTO_STOP_SECONDS / 60} minutes. You get a transcript and scores for Pace, Filler Words, Clarity and Confidence.`}
      />
      <div className="grid gap-6">
        {user ? limit.data ? <PracticeLimitCard limit={limit.data} /> : null : <GuestNotice />}
        <PracticeSession user={user} blocked={blocked} />
      </div>
    </PageContainer>
  );
}

/** ?login=true opens sign-in for a guest, once (product rules R2.19). */
function useSignInFromAddress(guest: boolean) {
  const wantsSignIn = new URLSearchParams(useSearch()).get('login') === 'true';
  const opened = useRef(false);
  useEffect(() => {
    if (!guest || !wantsSignIn || opened.current) return;
    opened.current = true;
    openAuthDialog('signin');
  }, [guest, wantsSignIn]);
}

function GuestNotice() {
  return (
    <section
      aria-label="Track My Progress"
      className="flex flex-col gap-3 rounded-xl border border-accent/30 bg-accent-soft/60 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="grid gap-0.5">
        <p className="font-semibold text-ink">Track My Progress</p>
        <p className="text-sm text-muted-foreground">
          Create a free account to save your sessions and see improvement over time
        </p>
      </div>
      <div className="flex gap-2">
        <Button size="sm" {...AUTH_DIALOG_INTENT} onClick={() => openAuthDialog('signup')}>
          <UserPlus aria-hidden="true" />
          Sign Up Free
        </Button>
        <Button
          size="sm"
          variant="outline"
          {...AUTH_DIALOG_INTENT}
          onClick={() => openAuthDialog('signin')}
        >
          Log In
        </Button>
      </div>
    </section>
  );
}
