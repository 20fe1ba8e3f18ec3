import { Link } from 'wouter';
import { Users } from 'lucide-react';
import { FREE_PRACTICE_LIMIT } from '@shared/billing/plans';
import { MASTERY_PHASES } from '@shared/progress/mastery-phases';
import { PageContainer, PageHeader } from '@client/components/layout/page-container';
import { Button } from '@client/components/ui/button';
import { usePageDescription } from '@client/hooks/use-page-description';
import { AuthCallButton } from '@client/components/auth-call-button';
import { CallToAction, PublicSection, TextLink } from '../public-parts';
import {
  EXAMPLE_RECOMMENDATION,
  PROGRESS_FEATURES,
  SCORE_BANDS_NOTE,
  SCORES,
  SESSION_RESULTS,
  describeRequirement,
  type FeatureItem,
} from './features-content';

function FeatureGrid({ items, columns }: { items: readonly FeatureItem[]; columns: string }) {
  return (
    <ul className={`grid gap-4 ${columns}`}>
      {items.map(({ title, body, icon: Icon }) => (
        <li key={title} className="rounded-xl border border-border bg-surface p-5">
          <span className="flex size-9 items-center justify-center rounded-full bg-primary-soft text-primary">
            <Icon className="size-4" aria-hidden="true" />
          </span>
          <h3 className="mt-3 font-semibold">{title}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{body}</p>
        </li>
      ))}
    </ul>
  );
}

function ExampleRecommendation() {
  const { quote, timestamp, advice } = EXAMPLE_RECOMMENDATION;
  return (
    <figure className="max-w-2xl rounded-xl border border-dashed border-border bg-muted p-5">
      <figcaption className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        Example recommendation (illustration)
      </figcaption>
      <blockquote className="mt-2 font-medium text-foreground">
        “{quote}” <span className="text-muted-foreground">at {timestamp}</span>
      </blockquote>
      <p className="mt-1 text-sm text-muted-foreground">{advice}</p>
    </figure>
  );
}

function MasteryPhases() {
  return (
    <ol className="grid gap-4 sm:grid-cols-2">
      {MASTERY_PHASES.map((phase) => (
        <li key={phase.key} className="rounded-xl bg-muted p-5">
          <span className="text-sm font-semibold text-primary">Phase {phase.number}</span>
          <h3 className="mt-1 text-lg font-bold">{phase.title}</h3>
          <p className="mt-1 text-muted-foreground">{phase.summary}</p>
          <p className="mt-3 text-sm font-semibold">To complete it:</p>
          <ul className="mt-1 list-disc pl-5 text-sm text-muted-foreground">
            {phase.requirements.map((requirement) => (
              <li key={requirement.measure}>{describeRequirement(requirement)}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

/** /features (product rules R2.44): what Cadence measures and how it helps. */
export function FeaturesPage() {
  usePageDescription(
    'Everything a 3-minute practice session gives you: scores for pace, filler words, clarity and confidence, a transcript, specific tips, progress charts and four mastery phases.',
  );
  return (
    <PageContainer className="grid gap-14">
      <PageHeader
        title="Features"
        description="What Cadence listens for in every practice session, what you get back, and how it keeps track of your progress."
      />

      <PublicSection id="scores" title="Four scores, each out of 10" intro={SCORE_BANDS_NOTE}>
        <FeatureGrid items={SCORES} columns="sm:grid-cols-2" />
      </PublicSection>

      <PublicSection
        id="results"
        title="What you get after every session"
        intro="Sessions last about 3 minutes, on the prompt of the day or a topic of your own."
      >
        <FeatureGrid items={SESSION_RESULTS} columns="sm:grid-cols-2 lg:grid-cols-3" />
        <ExampleRecommendation />
      </PublicSection>

      <PublicSection
        id="progress"
        title="Track your progress"
        intro={
          <>
            Goals, mastery phases, weekly challenges, badges and progress tracking come with
            Premium. The free plan includes {FREE_PRACTICE_LIMIT} fully analysed sessions a month.{' '}
            <TextLink href="/pricing">Compare plans</TextLink>.
          </>
        }
      >
        <FeatureGrid items={PROGRESS_FEATURES} columns="sm:grid-cols-2" />
      </PublicSection>

      <PublicSection
        id="phases"
        title="Four mastery phases"
        intro="Foundation is open from the start. Each later phase unlocks when you have met every requirement of the one before it; averages are over your recent sessions."
      >
        <MasteryPhases />
      </PublicSection>

      <PublicSection id="coaches" title="For coaches and their clients">
        <div className="flex max-w-3xl flex-col gap-4 rounded-xl border border-border bg-surface p-5 sm:flex-row">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-strong">
            <Users className="size-4" aria-hidden="true" />
          </span>
          <p className="text-muted-foreground">
            A coach creates accounts for their clients, who sign in the first time with a temporary
            password. The coach dashboard shows each client’s sessions and average scores. Client
            and coach accounts include every Premium feature. To set up a coach account,{' '}
            <TextLink href="/contact">contact us</TextLink>; to learn who builds Cadence, read{' '}
            <TextLink href="/about">about us</TextLink>.
          </p>
        </div>
      </PublicSection>

      <CallToAction
        id="features-start"
        title="Try it on your own voice"
        body={`${FREE_PRACTICE_LIMIT} free sessions a month with the full analysis. No credit card needed.`}
      >
        <AuthCallButton mode="signup" guestLabel="Sign Up Free" signedInTo="practice" />
        <Button asChild size="lg" variant="outline">
          <Link href="/pricing">See Pricing</Link>
        </Button>
      </CallToAction>
    </PageContainer>
  );
}
