import { Link } from 'wouter';
import { MessageSquare } from 'lucide-react';
import type { ClientRecording } from '@shared/coach/schemas';
import type { Recommendation } from '@shared/recordings/schemas';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { formatRecordingDate, formatScore } from '@client/lib/format';

/** A session card lists at most this many of its tips. */
export const MAX_SESSION_TIPS = 3;

function tipText(tip: Recommendation): string {
  return typeof tip === 'string' ? tip : tip.description;
}

/** The first tips of a session, as plain sentences. */
export function sessionTips(recommendations: readonly Recommendation[]): string[] {
  return recommendations.slice(0, MAX_SESSION_TIPS).map(tipText);
}

function formatDuration(seconds: number | null): string {
  if (seconds === null) return '–';
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

const orDash = (value: number | null) => (value === null ? '–' : String(value));
const typeLabel = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);

/**
 * What a session is, on its card: the assignment it was submitted for, by its title, or else
 * its kind ('Practice' for one made in the app) (decision 184).
 */
export function sessionLabel(
  recording: Pick<ClientRecording, 'assignmentTitle' | 'speakingType'>,
): string {
  return recording.assignmentTitle ?? typeLabel(recording.speakingType);
}

/** Where the coach replays a client's recording and comments on it (decision 147). */
export const clientRecordingPath = (clientId: string, recordingId: string) =>
  `/coach/clients/${encodeURIComponent(clientId)}/recordings/${encodeURIComponent(recordingId)}`;

/** The search parameter of /coach-dashboard that opens one client's detail view. */
export const CLIENT_PARAM = 'client';

/** The coach dashboard showing one client's detail: back from one of their recordings. */
export const coachClientPath = (clientId: string) =>
  `/coach-dashboard?${new URLSearchParams({ [CLIENT_PARAM]: clientId }).toString()}`;

/** One of a client's sessions in the detail view, with a player when the media is kept. */
export function SessionCard({
  clientId,
  recording,
}: {
  clientId: string;
  recording: ClientRecording;
}) {
  const tips = sessionTips(recording.recommendations);
  const date = formatRecordingDate(recording.createdAt);
  return (
    <li className="grid gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-ink">{date}</h3>
        <Badge variant="outline" className="max-w-full break-words">
          {sessionLabel(recording)}
        </Badge>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-5">
        <Stat term="Clarity" value={`${formatScore(recording.clarityScore)}/10`} />
        <Stat term="Confidence" value={`${formatScore(recording.confidenceScore)}/10`} />
        <Stat term="Words" value={orDash(recording.wordCount)} />
        <Stat term="Duration" value={formatDuration(recording.duration)} />
        <Stat term="Filler Words" value={orDash(recording.fillerWords)} />
      </dl>
      {tips.length > 0 ? (
        <div className="grid gap-1 text-sm">
          <h4 className="font-semibold text-muted-foreground">Tips</h4>
          <ul className="list-disc space-y-1 pl-5">
            {tips.map((tip, index) => (
              <li key={index}>{tip}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {recording.mediaUrl ? <SessionPlayer recording={recording} label={date} /> : null}
      <Button asChild variant="outline" size="sm" className="justify-self-start">
        <Link href={clientRecordingPath(clientId, recording.id)}>
          <MessageSquare aria-hidden="true" />
          Review and comment
          <span className="sr-only"> on the session of {date}</span>
        </Link>
      </Button>
    </li>
  );
}

function SessionPlayer({ recording, label }: { recording: ClientRecording; label: string }) {
  const name = `Recording of ${label}`;
  if (recording.mediaType === 'video') {
    return (
      <video
        controls
        preload="metadata"
        src={recording.mediaUrl ?? undefined}
        aria-label={name}
        className="w-full max-w-xl rounded-lg bg-ink"
      />
    );
  }
  return (
    <audio
      controls
      preload="metadata"
      src={recording.mediaUrl ?? undefined}
      aria-label={name}
      className="w-full max-w-xl"
    />
  );
}

function Stat({ term, value }: { term: string; value: string }) {
  return (
    <div className="grid">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-semibold text-ink">{value}</dd>
    </div>
  );
}
