import { PRODUCT_NAME } from '@shared/product';
import { renderEmail, type EmailContent } from './layout';

/*
 * Coaching emails (decision 146), sent only to people whose "Coaching emails" setting is on.
 * Titles, prompts and names are the coach's or client's own text: renderEmail escapes them
 * in the HTML version.
 */

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** To a client, when a coach gives them an assignment (created, or added to it later). */
export function assignmentReceivedEmail(input: {
  clientName: string;
  coachName: string;
  title: string;
  prompt: string;
  dueAt: Date | null;
  maxAttempts: number;
  videoRequired: boolean;
  practiceUrl: string;
}): EmailContent {
  const terms = [
    input.dueAt ? `Due: ${input.dueAt.toUTCString()}.` : 'No due date.',
    input.maxAttempts === 0 ? 'Attempts: unlimited.' : `Attempts: ${input.maxAttempts}.`,
    input.videoRequired ? 'Video is required.' : 'Audio or video.',
  ].join(' ');
  return renderEmail({
    subject: `New assignment from ${input.coachName}: ${input.title}`,
    preheader: `${input.coachName} set you a speaking task in ${PRODUCT_NAME}.`,
    greeting: `Hi ${firstName(input.clientName)},`,
    paragraphs: [
      `${input.coachName} set you a speaking assignment, "${input.title}".`,
      `The prompt: ${input.prompt}`,
      terms,
    ],
    button: { label: 'Start the assignment', url: input.practiceUrl },
    footer: `You can turn coaching emails off in ${PRODUCT_NAME} settings.`,
  });
}

/** To a coach, when a client's submission for an assignment has been analysed. */
export function assignmentSubmittedEmail(input: {
  coachName: string;
  clientName: string;
  title: string;
  assignmentUrl: string;
}): EmailContent {
  return renderEmail({
    subject: `${input.clientName} submitted "${input.title}"`,
    preheader: `A new submission for ${input.title}, analysed and scored.`,
    greeting: `Hi ${firstName(input.coachName)},`,
    paragraphs: [
      `${input.clientName} submitted a recording for "${input.title}". ` +
        'Its pace, filler words, clarity and confidence are ready to review.',
    ],
    button: { label: 'See the submission', url: input.assignmentUrl },
    footer: `You can turn coaching emails off in ${PRODUCT_NAME} settings.`,
  });
}
