import { formatMoment } from '@shared/recordings/comment-schemas';
import { renderEmail, type EmailContent } from '../../email/layout';
import type { Services } from '../../services';
import type { UserRow } from '../auth';
import type { CommentRow } from './comment-repository';

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** The client's mail about a coach's comment: the moment, the text, and where to see it. */
export function recordingCommentEmail(input: {
  clientName: string;
  coachName: string;
  atSeconds: number;
  text: string;
  recordingUrl: string;
}): EmailContent {
  const moment = formatMoment(input.atSeconds);
  // renderEmail escapes every paragraph in the HTML version: the text stays plain text.
  return renderEmail({
    subject: `${input.coachName} commented on your recording`,
    preheader: `A comment at ${moment} of your recording.`,
    greeting: `Hi ${firstName(input.clientName)},`,
    paragraphs: [
      `${input.coachName} left a comment at ${moment} of your recording:`,
      `“${input.text}”`,
      'Open the recording to hear that moment and reply.',
    ],
    button: { label: 'Open the recording', url: input.recordingUrl },
  });
}

/**
 * Mails the client about their coach's comment (product rules R11.5); a failed send is only logged.
 */
export async function sendCommentEmail(
  services: Pick<Services, 'email' | 'config'>,
  options: { coach: UserRow; client: UserRow; comment: CommentRow },
) {
  const { coach, client, comment } = options;
  await services.email.send({
    type: 'recording_comment',
    to: client.email,
    userId: client.id,
    content: recordingCommentEmail({
      clientName: client.name,
      coachName: coach.name,
      atSeconds: comment.atSeconds,
      text: comment.text,
      recordingUrl: `${services.config.publicUrl}/recordings/${comment.recordingId}`,
    }),
  });
}
