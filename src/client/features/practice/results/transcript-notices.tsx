import { CircleAlert, Info } from 'lucide-react';
import type { Recording } from '@shared/recordings/schemas';
import { noWordsNotice, transcriptNotice } from './result-rules';

type NoticeProps = {
  recording: Pick<Recording, 'audioIssue' | 'transcriptReliability'>;
};

/**
 * In place of the scores when no words were heard (product rules R2.57): the sentence of R10.7,
 * and why.
 */
export function NoWordsNotice({ recording }: NoticeProps) {
  const { title, detail } = noWordsNotice(recording);
  return (
    <div
      role="status"
      className="grid gap-2 rounded-xl border border-amber-300 bg-amber-50 p-5 text-center text-amber-950"
    >
      <p className="text-lg font-medium">{title}</p>
      {detail ? <p className="text-pretty">{detail}</p> : null}
    </div>
  );
}

/**
 * Above the scores when the engine doubted most words: the transcript is approximate, or
 * the speech may be in another language. Nothing when the words can be trusted.
 */
export function TranscriptNotice({ recording }: NoticeProps) {
  const notice = transcriptNotice(recording);
  if (!notice) return null;
  const Icon = recording.audioIssue ? CircleAlert : Info;
  return (
    <p
      role="note"
      className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-pretty text-amber-950"
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <span>
        <strong className="font-semibold">{notice.title}:</strong> {notice.detail}
      </span>
    </p>
  );
}
