import { Link } from 'wouter';
import { Clock, Mic, Trash2, Video } from 'lucide-react';
import type { RecordingSummary } from '@shared/recordings/schemas';
import { ClarityBadge } from '@client/components/clarity-badge';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { formatRecordingDate } from '@client/lib/format';
import { recordingTargetPath } from '@client/lib/paths';
import { DeleteRecordingDialog } from '../delete-recording-dialog';
import { formatClock } from '../format';

const STATUS_NOTES: Partial<Record<RecordingSummary['analysisStatus'], string>> = {
  analyzing: 'Your scores appear here once the analysis is done.',
  awaiting_speaker: 'Several voices were heard: choose yours to see the scores.',
  failed: 'The analysis could not finish.',
};

/** One session in the history: date, prompt, length and its main numbers. */
export function RecordingCard({ recording }: { recording: RecordingSummary }) {
  const date = formatRecordingDate(recording.createdAt);
  const complete = recording.analysisStatus === 'complete';
  const noWords = recording.noWordsDetected || !recording.wordCount;
  return (
    <li className="relative grid gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h2 className="font-semibold text-ink">
            {/* The link covers the whole card; the delete button sits above it. */}
            <Link
              href={recordingTargetPath(recording)}
              className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
            >
              {date}
            </Link>
          </h2>
          <p className="line-clamp-2 text-sm break-words text-muted-foreground">
            {recording.practicePrompt ?? 'Free practice'}
          </p>
        </div>
        <DeleteRecordingDialog
          recordingId={recording.id}
          trigger={
            <Button
              variant="ghost"
              size="icon"
              className="relative z-10 shrink-0 text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
              aria-label={`Delete recording from ${date}`}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          }
        />
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant="secondary" aria-label={`Duration ${formatClock(recording.duration)}`}>
          <Clock className="size-3.5" aria-hidden="true" />
          {formatClock(recording.duration)}
        </Badge>
        <Badge variant="outline">
          {recording.mediaType === 'video' ? (
            <Video className="size-3.5" aria-hidden="true" />
          ) : (
            <Mic className="size-3.5" aria-hidden="true" />
          )}
          {recording.mediaType === 'video' ? 'Video' : 'Audio'}
        </Badge>
        {!complete ? (
          <Badge className="border-amber-200 bg-amber-50 text-amber-800">Processing</Badge>
        ) : noWords ? (
          <span className="text-muted-foreground">No words detected</span>
        ) : (
          <>
            <ClarityBadge score={recording.clarityScore} />
            {recording.paceWpm !== null ? (
              <span className="text-muted-foreground">{recording.paceWpm} wpm</span>
            ) : null}
            <span className="text-muted-foreground">
              {recording.fillerWords ?? 0} {recording.fillerWords === 1 ? 'filler' : 'fillers'}
            </span>
          </>
        )}
      </div>
      {!complete && STATUS_NOTES[recording.analysisStatus] ? (
        <p className="text-sm text-muted-foreground">{STATUS_NOTES[recording.analysisStatus]}</p>
      ) : null}
    </li>
  );
}
