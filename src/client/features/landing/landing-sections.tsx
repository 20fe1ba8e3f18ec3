import { Link } from 'wouter';
import { Button } from '@client/components/ui/button';
import { HOW_IT_WORKS, MASTERY_PHASES, type Feature } from './landing-content';
import { IconBadge } from '@client/components/ui/icon-badge';

/** One numbered step of a how-it-works list. */
export function StepCard({ step, number }: { step: Feature; number: number }) {
  return (
    <li className="rounded-xl border border-border bg-surface p-6">
      <div className="flex items-center gap-3">
        <IconBadge icon={step.icon} />
        <span className="text-sm font-semibold text-muted-foreground">Step {number}</span>
      </div>
      <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
      <p className="mt-1 text-pretty text-muted-foreground">{step.body}</p>
    </li>
  );
}

export function HowItWorksSection() {
  return (
    <section
      aria-labelledby="how-heading"
      className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8"
    >
      <h2 id="how-heading" className="text-3xl font-bold tracking-tight text-ink">
        How it works
      </h2>
      <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {HOW_IT_WORKS.map((step, index) => (
          <StepCard key={step.title} step={step} number={index + 1} />
        ))}
      </ol>
    </section>
  );
}

export function MasteryPhasesSection() {
  return (
    <section aria-labelledby="phases-heading" className="border-y border-border bg-surface">
      <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <h2 id="phases-heading" className="text-3xl font-bold tracking-tight text-ink">
          Four phases to mastery
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
          Each phase unlocks when you have met the goals of the one before it.
        </p>
        <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {MASTERY_PHASES.map(({ name, body }, index) => (
            <li key={name} className="relative rounded-xl bg-muted p-6">
              <span className="text-sm font-semibold text-primary">Phase {index + 1}</span>
              <h3 className="mt-1 text-xl font-bold">{name}</h3>
              <p className="mt-2 text-muted-foreground">{body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function FinalCallSection() {
  return (
    <section
      aria-labelledby="final-heading"
      className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8"
    >
      <div className="rounded-2xl bg-ink px-6 py-12 text-center text-primary-foreground sm:px-12">
        <h2 id="final-heading" className="text-3xl font-bold tracking-tight">
          Start Your First Practice
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-lg text-primary-foreground/85">
          Three minutes today is enough to see where you stand.
        </p>
        <Button asChild size="lg" variant="accent" className="mt-8">
          <Link href="/practice">Start practising</Link>
        </Button>
      </div>
    </section>
  );
}
