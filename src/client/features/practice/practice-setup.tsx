import { Mic } from 'lucide-react';
import { LIVE_AUTO_STOP_SECONDS } from '@shared/recordings/limits';
import type { DailyPrompt } from '@shared/prompts/schemas';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import type { ClientAssignment } from '@shared/assignments/schemas';
import { assignmentOf, isPromptChosen, type PromptChoice } from './prompt/prompt-choice';
import { PromptSelector } from './prompt/prompt-selector';
import { RecordingTypeChoice } from './recorder/recording-type-choice';
import { UploadPanel } from './upload/upload-panel';

type PracticeSetupProps = {
  choice: PromptChoice;
  onChoice: (choice: PromptChoice) => void;
  dailyPrompt: DailyPrompt | null;
  dailyPromptLoading: boolean;
  /** Open assignments from the person's coach (product rules R11.2). */
  assignments?: readonly ClientAssignment[];
  videoMode: boolean;
  onVideoMode: (videoMode: boolean) => void;
  /** A free user at the monthly limit. */
  blocked: boolean;
  /** Why a new recording cannot start yet (an unfinished one waits), or null. */
  startLocked?: string | null;
  /** An uploaded file's length is being read. */
  checkingFile: boolean;
  guest: boolean;
  email: string | null;
  onStart: () => void;
  onGuestUpload: () => void;
  onFile: (file: File, options: { notify: boolean }) => void;
};

/** The recorder panel before a session: prompt, recording type, start, or upload. */
export function PracticeSetup({
  choice,
  onChoice,
  dailyPrompt,
  dailyPromptLoading,
  assignments = [],
  videoMode,
  onVideoMode,
  blocked,
  startLocked = null,
  checkingFile,
  guest,
  email,
  onStart,
  onGuestUpload,
  onFile,
}: PracticeSetupProps) {
  const chosen = isPromptChosen(choice);
  return (
    <Card>
      <CardContent className="grid gap-8 p-4 pt-6 sm:p-8">
        <PromptSelector
          choice={choice}
          onChange={onChoice}
          dailyPrompt={dailyPrompt}
          dailyPromptLoading={dailyPromptLoading}
          assignments={assignments}
        />
        <RecordingTypeChoice
          videoMode={videoMode}
          onChange={onVideoMode}
          disabled={checkingFile}
          videoRequired={assignmentOf(choice)?.videoRequired === true}
        />
        <section aria-labelledby="start-heading" className="grid justify-items-center gap-3">
          <h2 id="start-heading" className="justify-self-start text-lg font-semibold">
            3. Record
          </h2>
          <Button
            size="lg"
            className="size-40 flex-col gap-2 rounded-full px-4 text-base leading-tight whitespace-normal shadow-lg shadow-primary/20 [&_svg]:size-10"
            disabled={!chosen || blocked || Boolean(startLocked) || checkingFile}
            onClick={onStart}
            aria-describedby="start-hint"
          >
            <Mic aria-hidden="true" />
            Start Recording
          </Button>
          <p id="start-hint" className="max-w-sm text-center text-sm text-muted-foreground">
            {blocked
              ? PRACTICE_MESSAGES.practiceLimitReached
              : startLocked
                ? startLocked
                : chosen
                  ? `A 3-2-1 countdown runs first. Recording stops by itself after ${LIVE_AUTO_STOP_SECONDS / 60} minutes.`
                  : 'Choose a prompt option above to start.'}
          </p>
        </section>
        {checkingFile ? (
          <p role="status" className="text-center text-sm text-muted-foreground">
            Checking your file...
          </p>
        ) : null}
        <UploadPanel
          disabled={blocked || checkingFile}
          guest={guest}
          onGuest={onGuestUpload}
          email={email}
          onFile={onFile}
        />
      </CardContent>
    </Card>
  );
}
