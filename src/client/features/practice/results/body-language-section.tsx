import {
  BadgeCheck,
  Eye,
  Hand,
  Move,
  PersonStanding,
  ScanFace,
  Smile,
  SunDim,
  VideoOff,
  type LucideIcon,
} from 'lucide-react';
import type { Recording } from '@shared/recordings/schemas';
import { bodyLanguageViewOf, type BodyLanguageCardKey } from './body-language-rules';
import { ScoreCard } from './score-cards';

const ICONS: Record<BodyLanguageCardKey, LucideIcon> = {
  eyeContact: Eye,
  posture: PersonStanding,
  gestures: Hand,
  movement: Move,
  expressiveness: Smile,
  confidence: BadgeCheck,
};

/**
 * The Body Language section of a video session's results (docs/body-language.md): six cards
 * with their reasoning and the advice, or what to change when the face could not be read.
 * Audio sessions have none.
 */
export function BodyLanguageSection({ recording }: { recording: Recording }) {
  const view = bodyLanguageViewOf(recording);
  if (view.kind === 'none') return null;
  return (
    <section aria-labelledby="body-language-heading" className="grid scroll-mt-24 gap-4">
      <h3 id="body-language-heading" className="flex items-center gap-2 text-xl font-bold text-ink">
        <PersonStanding className="size-5 text-accent" aria-hidden="true" />
        Body Language
      </h3>
      {view.kind === 'ok' ? (
        <>
          {view.dim ? (
            <p className="text-sm text-muted-foreground">
              The picture was dark, so some readings may be less reliable.
            </p>
          ) : null}
          <ul className="grid gap-4 sm:grid-cols-2" aria-label="Body language scores">
            {view.cards.map((card) => (
              <ScoreCard
                key={card.key}
                headingLevel="h4"
                card={{ ...card, icon: ICONS[card.key] }}
              />
            ))}
          </ul>
          <BodyLanguageTips title="Body language tips" tips={view.recommendations} />
        </>
      ) : view.kind === 'unavailable' ? (
        <p className="flex items-start gap-2 rounded-xl border border-border bg-muted/60 p-4 text-sm text-muted-foreground">
          <VideoOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Body language was not measured for this video.
        </p>
      ) : (
        <UnreadableVideo kind={view.kind} tips={view.recommendations} />
      )}
    </section>
  );
}

const UNREADABLE = {
  no_face: {
    icon: ScanFace,
    title: 'No face detected',
    text: 'Your face was not in view for most of the video, so your body language could not be measured.',
  },
  low_light: {
    icon: SunDim,
    title: 'Too dark to read your face',
    text: 'The picture was too dark for your face to be read, so your body language could not be measured.',
  },
} as const;

function UnreadableVideo({ kind, tips }: { kind: 'no_face' | 'low_light'; tips: string[] }) {
  const { icon: Icon, title, text } = UNREADABLE[kind];
  return (
    <div className="grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-5">
      <h4 className="flex items-center gap-2 font-semibold">
        <Icon className="size-5 shrink-0" aria-hidden="true" />
        {title}
      </h4>
      <p className="text-sm text-pretty">{text}</p>
      {tips.length > 0 ? (
        <>
          <p className="text-sm font-semibold">Next time:</p>
          <ul className="grid list-disc gap-1 pl-5 text-sm text-pretty">
            {tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

function BodyLanguageTips({ title, tips }: { title: string; tips: string[] }) {
  if (tips.length === 0) return null;
  return (
    <div className="grid gap-2 rounded-xl border border-border bg-surface p-4 sm:p-5">
      <h4 className="font-semibold text-ink">{title}</h4>
      <ul className="grid list-disc gap-1.5 pl-5 text-sm text-pretty">
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </div>
  );
}
