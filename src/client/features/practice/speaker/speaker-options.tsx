import { useId } from 'react';
import { Check, Quote, Users } from 'lucide-react';
import { ALL_VOICES, type SpeakerSummary } from '@shared/recordings/speakers';
import { QuotedWords } from '@client/components/quoted-words';
import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/lib/utils';
import { formatClock, speakerName } from '../format';

type SpeakerOptionsProps = {
  speakers: SpeakerSummary[];
  selected: string | null;
  /** The voice that sounds like the user's voice profile, when there is one. */
  suggested: string | null;
  onSelect: (speaker: string) => void;
  disabled: boolean;
  /** The voices sound alike enough to be one person: offer to score them all (`ALL_VOICES`). */
  mayBeOne?: boolean;
};

/**
 * One card per detected voice, as native radios: Tab reaches the group, the arrow keys
 * choose (product rules R2.63: turns, words, speaking time and up to 3 quotes).
 */
export function SpeakerOptions({
  speakers,
  selected,
  suggested,
  onSelect,
  disabled,
  mayBeOne = false,
}: SpeakerOptionsProps) {
  const baseId = useId();
  const allChecked = selected === ALL_VOICES;
  return (
    <fieldset disabled={disabled} className="grid gap-4">
      <legend className="mb-4 text-lg font-semibold">Which of these voices is yours?</legend>
      <div className="grid gap-4 md:grid-cols-2">
        {speakers.map((speaker, position) => {
          const checked = selected === speaker.speaker;
          const detailsId = `${baseId}-${position}`;
          return (
            <label
              key={speaker.speaker}
              className={cn(
                'relative grid cursor-pointer content-start gap-3 rounded-xl border-2 bg-surface p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring sm:p-5',
                checked ? 'border-primary bg-primary-soft/50' : 'border-border hover:bg-muted/60',
              )}
            >
              <input
                type="radio"
                name="speaker"
                value={speaker.speaker}
                checked={checked}
                onChange={() => onSelect(speaker.speaker)}
                aria-label={speakerName(speaker.speaker)}
                aria-describedby={detailsId}
                // Invisible but covering the card: a click or tap anywhere on it lands on the radio.
                className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-xl opacity-0"
              />
              <div className="flex items-center justify-between gap-3">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="text-lg font-bold text-ink">{speakerName(speaker.speaker)}</span>
                  {suggested === speaker.speaker ? (
                    <Badge variant="accent">Sounds like you</Badge>
                  ) : null}
                </span>
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-6 items-center justify-center rounded-full border-2',
                    checked ? 'border-primary bg-primary text-primary-foreground' : 'border-border',
                  )}
                >
                  {checked ? <Check className="size-4" /> : null}
                </span>
              </div>
              <div id={detailsId} className="grid gap-3">
                <dl className="grid grid-cols-3 gap-2 text-center text-sm">
                  <Stat label="Turns" value={String(speaker.turns)} />
                  <Stat label="Words" value={String(speaker.words)} />
                  <Stat label="Speaking time" value={formatClock(speaker.speakingSeconds)} />
                </dl>
                {speaker.quotes.length > 0 ? (
                  <ul
                    className="grid gap-2"
                    aria-label={`What ${speakerName(speaker.speaker)} said`}
                  >
                    {speaker.quotes.map((quote, index) => (
                      <li key={index} className="flex gap-2 text-sm text-muted-foreground">
                        <Quote className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                        <span className="break-words">
                          <QuotedWords text={quote} />
                        </span>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </label>
          );
        })}
        {mayBeOne ? (
          <label
            className={cn(
              'relative grid cursor-pointer content-start gap-2 rounded-xl border-2 border-dashed bg-surface p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring sm:p-5 md:col-span-2',
              allChecked ? 'border-primary bg-primary-soft/50' : 'border-border hover:bg-muted/60',
            )}
          >
            <input
              type="radio"
              name="speaker"
              value={ALL_VOICES}
              checked={allChecked}
              onChange={() => onSelect(ALL_VOICES)}
              aria-label="All of these are me"
              aria-describedby={`${baseId}-all`}
              className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-xl opacity-0"
            />
            <div className="flex items-center justify-between gap-3">
              <span className="flex items-center gap-2 text-lg font-bold text-ink">
                <Users className="size-5 text-primary" aria-hidden="true" />
                All of these are me
              </span>
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-6 items-center justify-center rounded-full border-2',
                  allChecked
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-border',
                )}
              >
                {allChecked ? <Check className="size-4" /> : null}
              </span>
            </div>
            <p id={`${baseId}-all`} className="text-sm text-muted-foreground">
              These voices sound alike, so they may all be you: a change of microphone or tone can
              sound like another person. Choose this to score every word.
            </p>
          </label>
        ) : null}
      </div>
    </fieldset>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5 rounded-lg bg-muted/70 px-2 py-1.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold text-ink tabular-nums">{value}</dd>
    </div>
  );
}
