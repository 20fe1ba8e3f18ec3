import { useId } from 'react';
import { Link } from 'wouter';
import { Lock, Mail, ShieldCheck, UserRound } from 'lucide-react';
import { isCoach } from '@shared/auth/roles';
import type { PublicUser } from '@shared/auth/user';
import { PRODUCT_NAME } from '@shared/product';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { cn } from '@client/lib/utils';
import { useUpdatePreferences } from './api/update-preferences';
import { PasswordChangeForm } from './password-change-form';

/** 'Your Coach', for a coach's clients (product rules R2.35). */
export function YourCoachCard({ coach }: { coach: { name: string; email: string } }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} className="flex items-center gap-2">
          <UserRound className="size-5 text-primary" aria-hidden="true" />
          Your Coach
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className="font-medium">{coach.name}</p>
        <a
          href={`mailto:${coach.email}`}
          className="text-sm wrap-anywhere text-primary underline-offset-4 hover:underline"
        >
          {coach.email}
        </a>
      </CardContent>
    </Card>
  );
}

export function SecurityCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} className="flex items-center gap-2">
          <Lock className="size-5 text-primary" aria-hidden="true" />
          Security
        </CardTitle>
        <CardDescription>Change your password. You stay signed in on this device.</CardDescription>
      </CardHeader>
      <CardContent>
        <PasswordChangeForm
          currentLabel="Current Password"
          submitLabel="Change Password"
          label="Change password"
          className="max-w-md"
        />
      </CardContent>
    </Card>
  );
}

type SwitchSetting = 'deleteAudioAfterAnalysis' | 'coachingEmails';

/** One boolean setting of PATCH /api/auth/preferences, as a labelled switch. */
function PreferenceSwitch({
  user,
  setting,
  label,
  hint,
}: {
  user: PublicUser;
  setting: SwitchSetting;
  label: string;
  hint: string;
}) {
  const update = useUpdatePreferences();
  const id = useId();
  const checked = update.isPending ? (update.variables?.[setting] ?? user[setting]) : user[setting];
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border border-border p-3">
      <div>
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-muted-foreground">
          {hint}
        </p>
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={`${id}-hint`}
        disabled={update.isPending}
        onClick={() => update.mutate({ [setting]: !checked })}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60',
          checked ? 'bg-primary' : 'bg-muted-foreground/30',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-5' : 'translate-x-0.5',
          )}
        />
      </button>
    </div>
  );
}

export function PrivacyCard({ user }: { user: PublicUser }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
          Privacy
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <ul className="grid list-disc gap-2 pl-5">
          <li>
            {user.deleteAudioAfterAnalysis
              ? `${PRODUCT_NAME} deletes the audio or video file of each recording once it is analysed.`
              : `${PRODUCT_NAME} keeps the audio or video file of each recording, encrypted, so you can replay it.`}
          </li>
          <li>The transcript and scores of each session are kept in your history.</li>
          <li>Your recordings are never used to train AI models.</li>
        </ul>
        <PreferenceSwitch
          user={user}
          setting="deleteAudioAfterAnalysis"
          label="Delete my audio after analysis"
          hint="The audio or video file is removed once its analysis is stored. Transcripts and scores stay; Replay is not available for those sessions."
        />
        <p>
          <Link
            href="/privacy"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Read the Privacy Policy
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}

/** "Coaching emails" (product rules R11.5; decision 146), for coaches and their clients. */
export function CoachingEmailsCard({ user }: { user: PublicUser }) {
  const coach = isCoach(user);
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} className="flex items-center gap-2">
          <Mail className="size-5 text-primary" aria-hidden="true" />
          Emails
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <PreferenceSwitch
          user={user}
          setting="coachingEmails"
          label="Coaching emails"
          hint={
            coach
              ? 'An email when a client submits a recording for one of your assignments.'
              : 'An email when your coach gives you a new assignment.'
          }
        />
      </CardContent>
    </Card>
  );
}
