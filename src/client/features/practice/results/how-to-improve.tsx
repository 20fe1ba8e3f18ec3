import { Lightbulb } from 'lucide-react';
import type { Recommendation } from '@shared/recordings/schemas';
import { QuotedWords } from '@client/components/quoted-words';
import { parseTimestamp, tipsFor } from './result-rules';

type HowToImproveProps = {
  recommendations: readonly Recommendation[];
  /** Given when the recording can be replayed: a tip's timestamp then jumps there. */
  onSeek?: ((seconds: number) => void) | undefined;
};

/** 'How to Improve': up to 3 tips, with the moment they refer to when there is one. */
export function HowToImprove({ recommendations, onSeek }: HowToImproveProps) {
  const tips = tipsFor(recommendations);
  if (tips.length === 0) return null;
  return (
    <section aria-labelledby="improve-heading" className="grid gap-3">
      <h3 id="improve-heading" className="flex items-center gap-2 text-xl font-bold text-ink">
        <Lightbulb className="size-5 text-accent" aria-hidden="true" />
        How to Improve
      </h3>
      <ol className="grid gap-3">
        {tips.map((tip, index) => {
          const seconds = tip.timestamp ? parseTimestamp(tip.timestamp) : null;
          return (
            <li
              key={`${index}-${tip.description}`}
              className="flex gap-3 rounded-xl border border-border bg-surface p-4"
            >
              <span
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-soft text-sm font-bold text-accent-strong"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <div className="grid min-w-0 gap-1.5">
                {tip.title ? <p className="font-semibold text-ink">{tip.title}</p> : null}
                <p className="text-pretty">{tip.description}</p>
                {tip.quote ? (
                  <blockquote className="border-l-4 border-primary/40 pl-3 text-sm text-muted-foreground italic">
                    &ldquo;
                    <QuotedWords text={tip.quote} />
                    &rdquo;
                  </blockquote>
                ) : null}
                {tip.timestamp ? (
                  onSeek && seconds !== null ? (
                    <button
                      type="button"
                      onClick={() => onSeek(seconds)}
                      className="justify-self-start rounded text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    >
                      Play from {tip.timestamp}
                    </button>
                  ) : (
                    <p className="text-sm text-muted-foreground">At {tip.timestamp}</p>
                  )
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
