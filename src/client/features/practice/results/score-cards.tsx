import { Gauge, MessageCircleWarning, ShieldCheck, Sparkles, type LucideIcon } from 'lucide-react';
import type { Recording } from '@shared/recordings/schemas';
import type { ScoreBand } from '@shared/recordings/scores';
import { formatScore } from '@client/lib/format';
import { cn } from '@client/lib/utils';
import { scoreCardsFor, type ScoreCardData } from './result-rules';

/** 8+ green, 6-7 yellow, below 6 orange (product rules R10.1); text meets AA on its tint. */
const BAND_STYLES: Record<ScoreBand, { card: string; score: string; bar: string; label: string }> =
  {
    green: {
      card: 'border-emerald-200 bg-emerald-50',
      score: 'text-emerald-800',
      bar: 'bg-emerald-600',
      label: 'Strong',
    },
    yellow: {
      card: 'border-amber-200 bg-amber-50',
      score: 'text-amber-800',
      bar: 'bg-amber-500',
      label: 'Good',
    },
    orange: {
      card: 'border-orange-200 bg-orange-50',
      score: 'text-orange-800',
      bar: 'bg-orange-500',
      label: 'Needs work',
    },
  };

const ICONS: Record<ScoreCardData['key'], LucideIcon> = {
  pace: Gauge,
  filler: MessageCircleWarning,
  clarity: Sparkles,
  confidence: ShieldCheck,
};

/** What one score card shows; the body-language cards use the same look. */
export type ScoreCardView = {
  title: string;
  icon: LucideIcon;
  /** The colour band; null when the skill could not be judged. */
  band: ScoreBand | null;
  /** The figure and its unit ('/10', '%'); null when not judged. */
  value: { text: string; unit: string } | null;
  /** Fills the bar, 0-100. */
  barPercent: number;
  description: string;
  reasoning: string | null;
};

const NOT_JUDGED_STYLE = {
  card: 'border-border bg-muted/60',
  score: 'text-muted-foreground',
  bar: 'bg-muted-foreground',
  label: 'Not judged',
};

/** Pace, Filler Words, Clarity and Confidence, each n/10 with what it means and why. */
export function ScoreCards({
  recording,
  headingLevel,
}: {
  recording: Recording;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2" aria-label="Scores">
      {scoreCardsFor(recording).map((card) => (
        <ScoreCard
          key={card.key}
          headingLevel={headingLevel}
          card={{
            title: card.title,
            icon: ICONS[card.key],
            band: card.band,
            value: { text: formatScore(card.score), unit: '/10' },
            barPercent: card.score * 10,
            description: card.description,
            reasoning: card.reasoning,
          }}
        />
      ))}
    </ul>
  );
}

/**
 * One skill as a list item: its name, the figure in the band's colour (the band is also
 * said in words, for screen readers), a bar, what it means and why.
 */
export function ScoreCard({
  card,
  headingLevel: Heading = 'h3',
}: {
  card: ScoreCardView;
  headingLevel?: 'h2' | 'h3' | 'h4' | undefined;
}) {
  const style = card.band ? BAND_STYLES[card.band] : NOT_JUDGED_STYLE;
  const Icon = card.icon;
  const percent = Math.min(100, Math.max(0, card.barPercent));
  return (
    <li className={cn('grid content-start gap-3 rounded-xl border p-4 sm:p-5', style.card)}>
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-2">
          <Icon className={cn('size-5 shrink-0', style.score)} aria-hidden="true" />
          <Heading className="font-semibold text-ink">{card.title}</Heading>
        </div>
        {card.value ? (
          <p className={cn('shrink-0 text-2xl font-bold tabular-nums', style.score)}>
            {card.value.text}
            <span className="text-base font-semibold">{card.value.unit}</span>
            <span className="sr-only"> ({style.label})</span>
          </p>
        ) : (
          <p className={cn('shrink-0 pt-1 text-sm font-semibold', style.score)}>{style.label}</p>
        )}
      </div>
      <div className="h-1.5 overflow-hidden rounded-full bg-white/80" aria-hidden="true">
        <div className={cn('h-full rounded-full', style.bar)} style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm font-medium text-foreground">{card.description}</p>
      {card.reasoning ? (
        <p className="text-sm text-pretty text-muted-foreground">{card.reasoning}</p>
      ) : null}
    </li>
  );
}
