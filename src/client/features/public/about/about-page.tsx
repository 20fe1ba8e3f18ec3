import { Link } from 'wouter';
import { FREE_PRACTICE_LIMIT } from '@shared/billing/plans';
import { PRODUCT_NAME } from '@shared/product';
import { AuthCallButton } from '@client/components/auth-call-button';
import { InlineLink } from '@client/components/layout/legal-section';
import { PageContainer, PageHeader } from '@client/components/layout/page-container';
import { Button } from '@client/components/ui/button';
import { usePageDescription } from '@client/hooks/use-page-description';
import { IconCardList } from '@client/components/ui/icon-card-list';
import { HOW_WE_WORK, WHO_IT_IS_FOR } from './about-content';

const SECTION_HEADING = 'text-2xl font-bold tracking-tight text-ink';

/**
 * /about (product rules R2.45: the product's story and mission, with sign-up buttons). The story is
 * the product's own, told without a named founder: see about-content.ts.
 */
export function AboutPage() {
  usePageDescription(
    `Why ${PRODUCT_NAME} exists and who it is for: an AI speaking coach for a few minutes of practice a day, with honest, specific and private feedback.`,
  );
  return (
    <PageContainer className="grid gap-12">
      <div>
        <PageHeader
          title={`About ${PRODUCT_NAME}`}
          eyebrow="Our story"
          description="A patient speaking coach for people who want to speak with more confidence: practise for a few minutes a day, hear how you really sound, and get better on purpose."
        />
        <div className="flex flex-col gap-3 sm:flex-row">
          <AuthCallButton mode="signup" guestLabel="Sign Up Free" />
          <Button asChild size="lg" variant="outline">
            <Link href="/how-it-works">See how it works</Link>
          </Button>
        </div>
      </div>

      <section aria-labelledby="about-story-heading" className="grid max-w-3xl gap-4">
        <h2 id="about-story-heading" className={SECTION_HEADING}>
          Why {PRODUCT_NAME} exists
        </h2>
        <p className="text-pretty text-muted-foreground">
          Most people get better at speaking the same way: they hear themselves, change one thing
          and try again. The hard part is the hearing. A recording on your phone tells you little on
          its own, friends are kind rather than precise, and a speaking coach is not something most
          people can see every week.
        </p>
        <p className="text-pretty text-muted-foreground">
          {PRODUCT_NAME} was built to be the patient listener in between. You talk for about three
          minutes on a prompt, by microphone or camera, and when you stop you get a transcript of
          what you said and four scores out of 10, for Pace, Filler Words, Clarity and Confidence,
          each with the reasons behind it and what to try next. On video it also reads your body
          language: posture, eye contact, gestures, movement and facial expression.
        </p>
        <p className="text-pretty text-muted-foreground">
          It is made for a little practice often, not one long rehearsal the night before. Every
          session is measured the same way, so your history shows what changed, and goals, weekly
          challenges and four mastery phases, from Foundation to Mastery, give the practice a
          direction.
        </p>
      </section>

      <section
        aria-labelledby="about-mission-heading"
        className="grid max-w-3xl gap-4 rounded-2xl border border-border bg-surface p-6 sm:p-8"
      >
        <h2 id="about-mission-heading" className={SECTION_HEADING}>
          Our mission
        </h2>
        <p className="text-lg text-pretty">
          To help anyone who wants to speak with more confidence practise a little every day, with
          feedback that is honest, specific and private.
        </p>
        <ul className="grid gap-2 text-pretty text-muted-foreground">
          <li>
            <strong className="text-foreground">Honest:</strong> a score says what was measured, and
            why.
          </li>
          <li>
            <strong className="text-foreground">Specific:</strong> recommendations point to your own
            words and the moment you said them.
          </li>
          <li>
            <strong className="text-foreground">Private:</strong> your recordings are yours, kept
            encrypted and never used for training.
          </li>
        </ul>
      </section>

      <section aria-labelledby="about-who-heading" className="grid gap-6">
        <h2 id="about-who-heading" className={SECTION_HEADING}>
          Who {PRODUCT_NAME} is for
        </h2>
        <IconCardList cards={WHO_IT_IS_FOR} className="md:grid-cols-3" />
      </section>

      <section aria-labelledby="about-how-heading" className="grid gap-6">
        <h2 id="about-how-heading" className={SECTION_HEADING}>
          How we build it
        </h2>
        <IconCardList cards={HOW_WE_WORK} />
        <p className="text-muted-foreground">
          Read more in <InlineLink href="/how-it-works">How It Works</InlineLink> and our{' '}
          <InlineLink href="/privacy">Privacy Policy</InlineLink>.
        </p>
      </section>

      <section
        aria-labelledby="about-start-heading"
        className="rounded-2xl bg-ink px-5 py-10 text-center text-primary-foreground sm:px-12"
      >
        <h2 id="about-start-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Start practising today
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-primary-foreground/85">
          The Free plan includes {FREE_PRACTICE_LIMIT} practice sessions a month, with the full
          analysis and no credit card.
        </p>
        <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <AuthCallButton mode="signup" guestLabel="Sign Up Free" variant="accent" />
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10"
          >
            <Link href="/pricing">See pricing</Link>
          </Button>
        </div>
      </section>
    </PageContainer>
  );
}
