import { Link } from 'wouter';
import { ShieldCheck } from 'lucide-react';
import { PageContainer, PageHeader } from '@client/components/layout/page-container';
import { Button } from '@client/components/ui/button';
import { usePageDescription } from '@client/hooks/use-page-description';
import { AuthCallButton } from '@client/components/auth-call-button';
import { CallToAction, PublicSection, TextLink } from '../public-parts';
import { STEPS } from './how-it-works-content';
import { IconBadge } from '@client/components/ui/icon-badge';

function Steps() {
  return (
    <ol className="grid gap-5 lg:grid-cols-3">
      {STEPS.map(({ title, body, details, icon: Icon }, index) => (
        <li key={title} className="rounded-xl border border-border bg-surface p-5 sm:p-6">
          <div className="flex items-center gap-3">
            <IconBadge icon={Icon} />
            <span className="text-sm font-semibold text-muted-foreground">Step {index + 1}</span>
          </div>
          <h3 className="mt-4 text-lg font-semibold">{title}</h3>
          <p className="mt-1 text-muted-foreground">{body}</p>
          <ul className="mt-3 list-disc pl-5 text-sm text-muted-foreground">
            {details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

/*
 * Only what holds whatever the account's settings: the privacy policy gives the details
 * of storage and deletion (product rules R1.18).
 */
function RecordingNote() {
  return (
    <div className="flex max-w-3xl flex-col gap-4 rounded-xl border border-border bg-surface p-5 sm:flex-row">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
        <ShieldCheck className="size-4" aria-hidden="true" />
      </span>
      <div className="grid gap-2 text-muted-foreground">
        <p>
          Your recording is sent to Cadence to be transcribed and analysed. The transcript and
          scores are saved to your account so you can come back to them and see your progress. Your
          recordings are never used to train AI models.
        </p>
        <p>
          You can delete any recording from your history, or your whole account from Settings. The{' '}
          <TextLink href="/privacy">Privacy Policy</TextLink> explains what is kept and for how
          long.
        </p>
      </div>
    </div>
  );
}

/** /how-it-works (product rules R2.44): a session in three steps. */
export function HowItWorksPage() {
  usePageDescription(
    'How a practice session works in three steps: choose a prompt, record by microphone or camera, then get scored AI feedback and track your progress.',
  );
  return (
    <PageContainer className="grid gap-14">
      <PageHeader
        title="How It Works"
        description="From a prompt to scored feedback, in three steps."
      />

      <PublicSection id="steps" title="Three steps to better speaking">
        <Steps />
      </PublicSection>

      <PublicSection id="your-recording" title="What happens to your recording">
        <RecordingNote />
      </PublicSection>

      <CallToAction
        id="how-start"
        title="Ready for your first session?"
        body="Three minutes today is enough to see where you stand."
      >
        <AuthCallButton mode="signup" guestLabel="Sign Up Free" signedInTo="practice" />
        <Button asChild size="lg" variant="outline">
          <Link href="/features">Explore Features</Link>
        </Button>
      </CallToAction>
    </PageContainer>
  );
}
