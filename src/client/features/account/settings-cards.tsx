import { Link } from 'wouter';
import { Lock, ShieldCheck, UserRound } from 'lucide-react';
import { PRODUCT_NAME } from '@shared/product';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { PasswordChangeForm } from './password-change-form';

/** 'Your Coach', for a coach's clients (accounts spec §2). */
export function YourCoachCard({ coach }: { coach: { name: string; email: string } }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
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
        <CardTitle className="flex items-center gap-2">
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

/** What happens to recordings, stated plainly (the product decisions guide). */
export function PrivacyCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
          Privacy
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <ul className="grid list-disc gap-2 pl-5">
          <li>
            {PRODUCT_NAME} keeps the audio or video file of each recording, encrypted, so you can
            replay it.
          </li>
          <li>The transcript and scores of each session are kept in your history.</li>
          <li>Your recordings are never used to train AI models.</li>
        </ul>
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
