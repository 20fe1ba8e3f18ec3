import { Gauge, MessageCircleWarning, ShieldCheck, Sparkles, type LucideIcon } from 'lucide-react';
import type { Recording } from '@shared/recordings/schemas';
import type { ScoreBand } from '@shared/recordings/scores';
import { formatScore } from '@client/lib/format';
import { cn } from '@client/lib/utils';
import { scoreCardsFor, type ScoreCardData } from './result-rules';

/** 8+ green, 6-7 yellow, below 6 orange (practice spec §2); text meets AA on its tint. */
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

/** Pace, Filler Words, Clarity and Confidence, each n/10 with what it means and why. */
export function ScoreCards({ recording }: { recording: Recording }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2" aria-label="Scores">
      {scoreCardsFor(recording).map((card) => (
        <ScoreCard key={card.key} card={card} />
      ))}
    </ul>
  );
}

function ScoreCard({ card }: { card: ScoreCardData }) {
  const style = BAND_STYLES[card.band];
  const Icon = ICONS[card.key];
  const percent = Math.min(100, Math.max(0, card.score * 10));
  return (
    <li className={cn('grid content-start gap-3 rounded-xl border p-4 sm:p-5', style.card)}>
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-2">
          <Icon className={cn('size-5', style.score)} aria-hidden="true" />
          <h3 className="font-semibold text-ink">{card.title}</h3>
        </div>
        <p className={cn('text-2xl font-bold tabular-nums', style.score)}>
          {formatScore(card.score)}
          <span className="text-base font-semibold">/10</span>
          <span className="sr-only"> ({style.label})</span>
        </p>
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
