import { Link } from 'wouter';
import { ArrowRight } from 'lucide-react';
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '@shared/product';
import { FREE_PRACTICE_LIMIT } from '@shared/recordings/limits';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { AUTH_DIALOG_INTENT, openAuthDialog } from '@client/hooks/use-auth-dialog';
import { SCORED_METRICS } from './landing-content';

export function LandingHero() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-linear-to-b from-primary-soft/70 via-background to-background"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-14 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-[1.15fr_1fr] lg:gap-16 lg:px-8 lg:pt-24 lg:pb-24">
        <div>
          <Badge variant="accent" className="mb-5 px-3 py-1 text-sm">
            {PRODUCT_NAME} · {PRODUCT_TAGLINE}
          </Badge>
          <h1
            id="hero-heading"
            className="text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl lg:text-6xl"
          >
            Start Your Journey Free
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-muted-foreground sm:text-xl">
            Practise speaking in focused <span className="whitespace-nowrap">3-minute</span>{' '}
            sessions. {PRODUCT_NAME} listens, writes out what you said, and scores your Pace, Filler
            Words, Clarity and Confidence, with the reasons behind every score.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" {...AUTH_DIALOG_INTENT} onClick={() => openAuthDialog('signup')}>
              Sign Up Free
              <ArrowRight aria-hidden="true" />
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="/practice">Start Your First Practice</Link>
            </Button>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">
            {FREE_PRACTICE_LIMIT} free practice sessions a month. No credit card needed.
          </p>
        </div>

        <ScoreCard />
      </div>
    </section>
  );
}

function ScoreCard() {
  return (
    <div className="rounded-2xl border border-border bg-surface p-6 shadow-xl shadow-primary/10 sm:p-8">
      <h2 className="text-sm font-semibold tracking-wide text-accent uppercase">
        Every session is scored on
      </h2>
      <ul className="mt-5 flex flex-col gap-5">
        {SCORED_METRICS.map(({ title, body, icon: Icon }) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <p className="font-semibold text-foreground">
                {title} <span className="font-normal text-muted-foreground">· out of 10</span>
              </p>
              <p className="text-sm text-muted-foreground">{body}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
