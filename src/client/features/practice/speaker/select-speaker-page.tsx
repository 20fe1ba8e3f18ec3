import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { CircleCheck, LoaderCircle, LogIn, Sparkles } from 'lucide-react';
import { REDIRECT_AFTER_ANALYSIS_MS } from '@shared/recordings/limits';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import { summariseSpeakers } from '@shared/recordings/speakers';
import { PageContainer, PageHeader } from '@client/components/layout/page-container';
import { PageLoading } from '@client/components/layout/page-loading';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { toast } from '@client/hooks/use-toast';
import { hasStatus, serverMessage } from '@client/lib/api-error';
import { useAuth } from '@client/lib/auth';
import { recordingPath, selectSpeakerPath, signInPath, stoppedAtMaxTime } from '@client/lib/paths';
import { useRecording } from '../api/get-recording';
import { useSelectSpeaker } from '../api/select-speaker';
import { DetailSkeleton, LoadFailed, isMissingRecording } from '../recording-states';
import { PRACTICE_TOASTS } from '../practice-notices';
import { MaxTimeNotice } from '../recorder/max-time-notice';
import { SpeakerOptions } from './speaker-options';

const TITLE = 'Select Your Voice';
const DESCRIPTION =
  'We heard more than one voice in this recording. Choose yours, and only your words are scored.';

/**
 * /recordings/{id}/select-speaker: 'Select Your Voice' (product rules R2.63, R4.47 and R4.48). A
 * signed-out visitor sees the page with a 'Sign In' button to /signin, which comes back here.
 */
export function SelectSpeakerPage({ id }: { id: string }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoading />;
  if (!user) {
    return (
      <PageContainer>
        <PageHeader title={TITLE} description={DESCRIPTION} />
        <SignInToChoose id={id} />
      </PageContainer>
    );
  }
  return <ChooseYourVoice id={id} />;
}

function ChooseYourVoice({ id }: { id: string }) {
  const [, navigate] = useLocation();
  const maxTime = stoppedAtMaxTime(useSearch());
  const query = useRecording(id);
  const mutation = useSelectSpeaker();
  const [picked, setPicked] = useState<string | null>(null);
  const timer = useRef<number | null>(null);
  const speakers = useMemo(
    () => summariseSpeakers(query.data?.speakerUtterances ?? []),
    [query.data?.speakerUtterances],
  );
  // The voice nearest the user's voice profile is chosen until they choose otherwise.
  const suggested = query.data?.suggestedSpeaker ?? null;
  const suggestion = speakers.some((speaker) => speaker.speaker === suggested) ? suggested : null;
  const selected = picked ?? suggestion;

  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );

  const analyze = () => {
    if (!selected) return;
    mutation.mutate(
      { recordingId: id, speaker: selected },
      {
        onSuccess: () => {
          toast(PRACTICE_TOASTS.speakerSelected);
          timer.current = window.setTimeout(
            () => navigate(recordingPath(id)),
            REDIRECT_AFTER_ANALYSIS_MS,
          );
        },
        onError: (error) =>
          toast({
            title: PRACTICE_TOASTS.selectionFailedTitle,
            description: serverMessage(error) ?? PRACTICE_TOASTS.selectionFailedFallback,
            variant: 'destructive',
          }),
      },
    );
  };

  // Once chosen, the page waits out the redirect delay rather than jumping at the refetch.
  if (query.data?.analysisStatus === 'complete' && !mutation.isSuccess) {
    return <Redirect to={recordingPath(id)} replace />;
  }
  return (
    <PageContainer>
      <PageHeader title={TITLE} description={DESCRIPTION} />
      {maxTime ? <MaxTimeNotice className="mb-6 max-w-2xl" /> : null}
      {mutation.isSuccess ? (
        <Card className="max-w-2xl">
          <CardContent
            className="flex flex-col items-center gap-3 px-6 py-10 text-center"
            role="status"
          >
            <CircleCheck className="size-10 text-accent" aria-hidden="true" />
            <p className="text-xl font-bold text-ink">{PRACTICE_TOASTS.speakerSelected.title}</p>
            <p className="text-muted-foreground">{PRACTICE_TOASTS.speakerSelected.description}</p>
          </CardContent>
        </Card>
      ) : query.isPending ? (
        <DetailSkeleton />
      ) : query.isError ? (
        <SelectSpeakerProblem id={id} error={query.error} onRetry={() => void query.refetch()} />
      ) : speakers.length === 0 ? (
        <Alert>
          <p>No separate voices were found in this recording.</p>
        </Alert>
      ) : (
        <div className="grid gap-6">
          <SpeakerOptions
            speakers={speakers}
            selected={selected}
            suggested={suggestion}
            onSelect={setPicked}
            disabled={mutation.isPending}
            mayBeOne={query.data?.speakersMayBeOne ?? false}
          />
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <Button size="lg" onClick={analyze} disabled={!selected || mutation.isPending}>
              {mutation.isPending ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <Sparkles aria-hidden="true" />
              )}
              {mutation.isPending ? 'Analyzing...' : 'Analyze My Speech'}
            </Button>
            {!selected ? (
              <p className="text-sm text-muted-foreground">Choose a voice to continue.</p>
            ) : null}
          </div>
        </div>
      )}
    </PageContainer>
  );
}

function SelectSpeakerProblem({
  id,
  error,
  onRetry,
}: {
  id: string;
  error: unknown;
  onRetry: () => void;
}) {
  if (hasStatus(error, 401)) return <SignInToChoose id={id} />;
  if (isMissingRecording(error)) {
    return (
      <Card className="max-w-2xl">
        <CardContent className="flex flex-col items-center gap-4 px-6 py-12 text-center">
          <h2 className="text-2xl font-bold text-ink">
            {PRACTICE_MESSAGES.recordingNotFoundTitle}
          </h2>
          <p className="text-muted-foreground">{PRACTICE_MESSAGES.recordingNotFoundSpeaker}</p>
          <Button asChild>
            <Link href="/">Go Home</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return <LoadFailed onRetry={onRetry} />;
}

/** The signed-out state: a guest, or a session that ended while the page was open. */
function SignInToChoose({ id }: { id: string }) {
  return (
    <Card className="max-w-2xl">
      <CardContent className="flex flex-col items-center gap-4 px-6 py-10 text-center">
        <p>Please sign in to choose your voice in this recording.</p>
        <Button asChild>
          <Link href={signInPath(selectSpeakerPath(id))}>
            <LogIn aria-hidden="true" />
            Sign In
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
