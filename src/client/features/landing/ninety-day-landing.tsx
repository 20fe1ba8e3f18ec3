import type { ReactNode } from 'react';
import { ArrowDown, ArrowRight, CheckCircle2 } from 'lucide-react';
import { FREE_PRACTICE_LIMIT } from '@shared/recordings/limits';
import { Button } from '@client/components/ui/button';
import { AUTH_DIALOG_INTENT, openAuthDialog } from '@client/hooks/use-auth-dialog';
import { usePageDescription } from '@client/hooks/use-page-description';
import { usePageTitle } from '@client/hooks/use-page-title';
import { CONTAINER, ResearchSection, SectionIntro } from './landing-marketing-sections';
import { StepCard } from './landing-sections';
import {
  INSTANT_ANALYSIS,
  JOURNEY_TRACKING,
  NINETY_DAY_DESCRIPTION,
  NINETY_DAY_FACTS,
  NINETY_DAY_STEPS,
  WHY_NINETY_DAYS,
} from './ninety-day-content';

const TRY_IT_ID = 'try-it';

/**
 * What a guest sees on /record and /practice (product rules R2.18): the landing variant headed
 * 'Master Communication in 90 Days', with the recorder itself (`tryIt`) right under the
 * hero, so a guest can pick a prompt before being asked to sign up.
 */
export function NinetyDayLanding({ tryIt }: { tryIt: ReactNode }) {
  usePageTitle('Master Communication in 90 Days');
  usePageDescription(NINETY_DAY_DESCRIPTION);
  return (
    <>
      <NinetyDayHero />
      <section aria-labelledby="try-it-heading" id={TRY_IT_ID} className="scroll-mt-20">
        <div className="mx-auto w-full max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
          <SectionIntro
            id="try-it-heading"
            title="Try a practice session"
            intro="Pick a prompt and get ready. Recording and uploading need a free account, so every session is saved to your progress."
          />
          <div className="mt-8">{tryIt}</div>
        </div>
      </section>
      <WhyNinetyDaysSection />
      <StepsSection />
      <ResearchSection />
      <ChecklistsSection />
      <SignUpSection />
    </>
  );
}

function NinetyDayHero() {
  return (
    <section
      aria-labelledby="ninety-hero-heading"
      className="bg-linear-to-b from-primary-soft/70 via-background to-background"
    >
      <div className="mx-auto max-w-6xl px-4 pt-14 pb-12 sm:px-6 sm:pt-20 lg:px-8">
        <h1
          id="ninety-hero-heading"
          className="max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl lg:text-6xl"
        >
          Master Communication in 90 Days
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-pretty text-muted-foreground sm:text-xl">
          Three minutes of speaking a day, scored the moment you stop. Ninety days of it turns
          practice into a habit you keep.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button size="lg" {...AUTH_DIALOG_INTENT} onClick={() => openAuthDialog('signup')}>
            Sign Up Free
            <ArrowRight aria-hidden="true" />
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href={`#${TRY_IT_ID}`}>
              Try the recorder
              <ArrowDown aria-hidden="true" />
            </a>
          </Button>
        </div>
        <ul className="mt-10 grid max-w-3xl grid-cols-3 gap-2 sm:gap-4">
          {NINETY_DAY_FACTS.map(({ value, label }) => (
            <li
              key={label}
              className="flex flex-col rounded-xl border border-border bg-surface px-3 py-3 sm:px-5 sm:py-4"
            >
              <span className="text-lg font-bold whitespace-nowrap text-ink sm:text-3xl">
                {value}
              </span>{' '}
              <span className="text-xs text-muted-foreground sm:text-sm">{label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function WhyNinetyDaysSection() {
  return (
    <section aria-labelledby="why-ninety-heading" className="border-y border-border bg-surface">
      <div className={CONTAINER}>
        <SectionIntro
          id="why-ninety-heading"
          title="Why 90 Days?"
          intro="Speaking well is a habit, and habits take weeks of repetition to form."
        />
        <figure className="mt-8 max-w-3xl rounded-xl border-l-4 border-accent bg-accent-soft/50 p-6">
          <blockquote className="text-lg text-pretty text-foreground">
            {WHY_NINETY_DAYS.finding}
          </blockquote>
          <figcaption className="mt-3 text-sm text-muted-foreground">
            Source: {WHY_NINETY_DAYS.source}
          </figcaption>
        </figure>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {WHY_NINETY_DAYS.points.map(({ title, body }) => (
            <li key={title}>
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="mt-1 text-pretty text-muted-foreground">{body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function StepsSection() {
  return (
    <section aria-labelledby="ninety-steps-heading" className={CONTAINER}>
      <SectionIntro
        id="ninety-steps-heading"
        title="Three steps, every day"
        intro="The same short routine each day is what makes progress visible."
      />
      <ol className="mt-8 grid gap-6 md:grid-cols-3">
        {NINETY_DAY_STEPS.map((step, index) => (
          <StepCard key={step.title} step={step} number={index + 1} />
        ))}
      </ol>
    </section>
  );
}

function Checklist({ id, title, items }: { id: string; title: string; items: readonly string[] }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-border bg-surface p-6 sm:p-8">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-ink">
        {title}
      </h2>
      <ul className="mt-5 grid gap-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3">
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
            <span className="text-pretty">{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ChecklistsSection() {
  return (
    <div className="border-y border-border bg-muted/40">
      <div className={`${CONTAINER} grid gap-6 lg:grid-cols-2`}>
        <Checklist
          id="instant-analysis-heading"
          title="Instant AI Analysis"
          items={INSTANT_ANALYSIS}
        />
        <Checklist
          id="journey-heading"
          title="Track Your 90-Day Journey"
          items={JOURNEY_TRACKING}
        />
      </div>
    </div>
  );
}

function SignUpSection() {
  return (
    <section aria-labelledby="ninety-signup-heading" className={CONTAINER}>
      <div className="rounded-2xl bg-ink px-5 py-10 text-center text-primary-foreground sm:px-12">
        <h2
          id="ninety-signup-heading"
          className="text-2xl font-bold tracking-tight text-balance sm:text-3xl"
        >
          Start your 90 days today
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-pretty text-primary-foreground/85">
          A free account includes {FREE_PRACTICE_LIMIT} practice sessions a month. No credit card
          needed.
        </p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Button
            size="lg"
            variant="accent"
            {...AUTH_DIALOG_INTENT}
            onClick={() => openAuthDialog('signup')}
          >
            Sign Up Free
          </Button>
          <Button
            size="lg"
            variant="outline"
            className="border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10"
            {...AUTH_DIALOG_INTENT}
            onClick={() => openAuthDialog('signin')}
          >
            Log In
          </Button>
        </div>
      </div>
    </section>
  );
}
