import { Link } from 'wouter';
import { FREE_PRACTICE_LIMIT } from '@shared/billing/plans';
import { PRODUCT_NAME } from '@shared/product';
import { AuthCallButton } from '@client/components/auth-call-button';
import { InlineLink } from '@client/components/layout/legal-section';
import { PageContainer, PageHeader } from '@client/components/layout/page-container';
import { Button } from '@client/components/ui/button';
import { usePageDescription } from '@client/hooks/use-page-description';
import { HOW_WE_WORK } from './about-content';
import { IconBadge } from '@client/components/ui/icon-badge';

/** /about (accounts spec §2): why the product exists, its mission and how it works. */
export function AboutPage() {
  usePageDescription(
    `Why ${PRODUCT_NAME} exists and what it stands for: a patient AI speaking coach for short daily practice, with honest, specific and private feedback.`,
  );
  return (
    <PageContainer className="grid gap-12">
      <div>
        <PageHeader
          title={`About ${PRODUCT_NAME}`}
          eyebrow="Our story"
          description="A patient speaking coach for everyone: practise for a few minutes, hear the truth about how you sound, and get better on purpose."
        />
        <div className="flex flex-col gap-3 sm:flex-row">
          <AuthCallButton mode="signup" guestLabel="Sign Up Free" />
          <Button asChild size="lg" variant="outline">
            <Link href="/how-it-works">See how it works</Link>
          </Button>
        </div>
      </div>

      <section aria-labelledby="about-story-heading" className="grid max-w-3xl gap-4">
        <h2 id="about-story-heading" className="text-2xl font-bold tracking-tight text-ink">
          Why {PRODUCT_NAME} exists
        </h2>
        <p className="text-pretty text-muted-foreground">
          Speaking is the skill almost everyone uses at work and almost no one is coached on.
          Interviews, pitches, presentations and hard conversations all depend on it, yet most
          people practise, if at all, in front of a mirror, with no one to say whether they rushed,
          trailed off or filled every pause with &ldquo;um&rdquo;.
        </p>
        <p className="text-pretty text-muted-foreground">
          Human coaching helps, but it is expensive and hard to fit into a week. {PRODUCT_NAME} was
          built to close that gap: short, three-minute sessions you can do daily, and feedback the
          moment you finish, measured the same way every time so you can see yourself improve.
        </p>
      </section>

      <section
        aria-labelledby="about-mission-heading"
        className="grid max-w-3xl gap-4 rounded-2xl border border-border bg-surface p-6 sm:p-8"
      >
        <h2 id="about-mission-heading" className="text-2xl font-bold tracking-tight text-ink">
          Our mission
        </h2>
        <p className="text-lg text-pretty">
          To make deliberate speaking practice available to anyone with a microphone, and to make
          its feedback honest, specific and private.
        </p>
        <p className="text-pretty text-muted-foreground">
          Professionals, students, entrepreneurs, job seekers and public speakers use {PRODUCT_NAME}{' '}
          the same way: one short session at a time, through four mastery phases from Foundation to
          Mastery.
        </p>
      </section>

      <section aria-labelledby="about-how-heading" className="grid gap-6">
        <h2 id="about-how-heading" className="text-2xl font-bold tracking-tight text-ink">
          How we build it
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {HOW_WE_WORK.map(({ title, body, icon: Icon }) => (
            <li key={title} className="rounded-xl border border-border bg-surface p-5">
              <IconBadge icon={Icon} />
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{body}</p>
            </li>
          ))}
        </ul>
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
