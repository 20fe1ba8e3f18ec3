import { PRODUCT_NAME } from '@shared/product';
import {
  SCORED_METRICS,
  AUDIENCES,
  RESEARCH_FINDINGS,
  SAMPLE_SESSION,
  WHY_PRACTICE,
} from './landing-content';
import type { Feature } from './landing-content';
import { IconBadge } from '@client/components/ui/icon-badge';

export const CONTAINER = 'mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8';

export function SectionIntro({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <>
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance text-ink">
        {title}
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-pretty text-muted-foreground">{intro}</p>
    </>
  );
}

function FeatureCard({ title, body, icon: Icon }: Feature) {
  return (
    <li className="rounded-xl border border-border bg-surface p-6">
      <IconBadge icon={Icon} />
      <h3 className="mt-4 text-lg font-semibold">{title}</h3>
      <p className="mt-1 text-pretty text-muted-foreground">{body}</p>
    </li>
  );
}

/** The four scores, shown with one example session's figures, clearly labelled as such. */
export function MasterSection() {
  return (
    <section aria-labelledby="master-heading" className={CONTAINER}>
      <SectionIntro
        id="master-heading"
        title="What you will master"
        intro="Every session is scored on the same four measures, so you can see exactly what changes as you practise."
      />
      <figure className="mt-8 rounded-2xl border border-border bg-surface p-5 sm:p-8">
        <figcaption className="text-sm font-semibold tracking-wide text-accent-strong uppercase">
          Example session
          <span className="ml-2 font-normal tracking-normal text-muted-foreground normal-case">
            Illustrative figures, not a real user&rsquo;s results
          </span>
        </figcaption>
        <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {SAMPLE_SESSION.map(({ metric, value, unit, note }) => {
            const Icon = SCORED_METRICS.find(({ title }) => title === metric)?.icon;
            return (
              <div key={metric} className="flex flex-col rounded-xl bg-muted p-4">
                <dt className="flex items-center gap-2 font-semibold text-foreground">
                  {Icon ? <Icon className="size-4 text-primary" aria-hidden="true" /> : null}
                  {metric}
                </dt>
                <dd className="order-first text-3xl font-extrabold text-ink">
                  {value}{' '}
                  <span className="text-base font-semibold text-muted-foreground">{unit}</span>
                </dd>
                <dd className="mt-1 text-sm text-muted-foreground">{note}</dd>
              </div>
            );
          })}
        </dl>
      </figure>
    </section>
  );
}

export function WhyPracticeSection() {
  return (
    <section aria-labelledby="why-heading" className="border-y border-border bg-surface">
      <div className={CONTAINER}>
        <SectionIntro
          id="why-heading"
          title="Why practice matters"
          intro="Good speakers are rarely born that way. They practise, listen back and adjust."
        />
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {WHY_PRACTICE.map((item) => (
            <FeatureCard key={item.title} {...item} />
          ))}
        </ul>
      </div>
    </section>
  );
}

export function ResearchSection() {
  return (
    <section aria-labelledby="research-heading" className={CONTAINER}>
      <SectionIntro
        id="research-heading"
        title="Grounded in speech research"
        intro={`The measures ${PRODUCT_NAME} reports draw on published research into how people speak and how listeners respond.`}
      />
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {RESEARCH_FINDINGS.map(({ topic, finding, source }) => (
          <li key={topic} className="rounded-xl border border-border bg-surface p-6">
            <h3 className="text-lg font-semibold">{topic}</h3>
            <p className="mt-2 text-pretty text-foreground">{finding}</p>
            <p className="mt-3 text-sm text-pretty text-muted-foreground">Source: {source}</p>
          </li>
        ))}
      </ul>
      <p className="mt-6 max-w-3xl text-sm text-pretty text-muted-foreground">
        These studies describe speech in general; they did not evaluate {PRODUCT_NAME}. Your scores
        are {PRODUCT_NAME}&rsquo;s own measures, informed by this research.
      </p>
    </section>
  );
}

export function WhoBenefitsSection() {
  return (
    <section aria-labelledby="audience-heading" className="border-y border-border bg-surface">
      <div className={CONTAINER}>
        <SectionIntro
          id="audience-heading"
          title="Who benefits"
          intro="Anyone whose work or life depends on being understood."
        />
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {AUDIENCES.map((item) => (
            <FeatureCard key={item.title} {...item} />
          ))}
        </ul>
      </div>
    </section>
  );
}
