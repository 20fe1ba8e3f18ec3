import { RESET_TOKEN_TTL_MS, VERIFICATION_CODE_TTL_MS } from '@shared/auth/limits';
import { PRODUCT_NAME } from '@shared/product';
import { renderEmail, type EmailContent } from './layout';

const minutes = (ms: number) => Math.round(ms / 60_000);
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** The kinds of mail Cadence sends; stored as email_logs.emailType. */
export type EmailType =
  | 'verification'
  /** A sign-up with an address that already has an account: no code, a way back in. */
  | 'account_exists'
  | 'email_change'
  | 'password_reset'
  | 'temporary_credentials'
  | 'welcome'
  | 'analysis_complete'
  | 'analysis_failed'
  | 'contact_message'
  /** A coach's timestamped comment on a client's recording (product rules R11.5). */
  | 'recording_comment'
  /** Coaching (product rules R11.5): an assignment arrived; a client's submission was analysed. */
  | 'assignment_received'
  | 'assignment_submitted';

export function verificationEmail(input: { name: string; code: string }): EmailContent {
  return renderEmail({
    subject: `Your ${PRODUCT_NAME} verification code: ${input.code}`,
    preheader: `Enter ${input.code} to finish creating your account.`,
    greeting: `Hi ${firstName(input.name)},`,
    paragraphs: [
      `Enter this code in ${PRODUCT_NAME} to finish creating your account. ` +
        `It is valid for ${minutes(VERIFICATION_CODE_TTL_MS)} minutes.`,
      'If you did not sign up, you can ignore this email: no account is created without the code.',
    ],
    highlight: { label: 'Your verification code', value: input.code },
  });
}

/**
 * Someone started a sign-up with an address that already has an account. The sign-up answers
 * as for a new address (it must not tell who has an account); this mail tells the owner.
 */
export function accountExistsEmail(input: { name: string; signInUrl: string }): EmailContent {
  return renderEmail({
    subject: `You already have a ${PRODUCT_NAME} account`,
    preheader: 'Someone tried to sign up with this address.',
    greeting: `Hi ${firstName(input.name)},`,
    paragraphs: [
      `Someone, probably you, tried to create a ${PRODUCT_NAME} account with this email ` +
        'address. It already has an account, so no new one was made.',
      'Sign in with the button below. If you forgot your password, choose "Forgot your ' +
        'Password?" there and we will email you a link to choose a new one.',
      'If it was not you, ignore this email: nothing has changed.',
    ],
    button: { label: 'Sign in', url: input.signInUrl },
  });
}

export function emailChangeEmail(input: { name: string; code: string }): EmailContent {
  return renderEmail({
    subject: `Confirm your new ${PRODUCT_NAME} email address: ${input.code}`,
    preheader: `Enter ${input.code} in Settings to confirm this address.`,
    greeting: `Hi ${firstName(input.name)},`,
    paragraphs: [
      `You asked to use this address for your ${PRODUCT_NAME} account. Enter this code in ` +
        `Settings to confirm it. It is valid for ${minutes(VERIFICATION_CODE_TTL_MS)} minutes.`,
      'Until you do, your account keeps its current address. If this was not you, ignore this email.',
    ],
    highlight: { label: 'Your confirmation code', value: input.code },
  });
}

export function passwordResetEmail(input: { name: string; resetUrl: string }): EmailContent {
  return renderEmail({
    subject: `Reset your ${PRODUCT_NAME} password`,
    preheader: 'A link to choose a new password, valid for one hour.',
    greeting: `Hi ${firstName(input.name)},`,
    paragraphs: [
      `We received a request to reset the password of your ${PRODUCT_NAME} account. ` +
        `The link below works once and for ${minutes(RESET_TOKEN_TTL_MS)} minutes.`,
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ],
    button: { label: 'Choose a new password', url: input.resetUrl },
  });
}

/** What a mail with temporary credentials says, whoever it is for. */
type CredentialsEmailInput = {
  name: string;
  email: string;
  temporaryPassword: string;
  loginUrl: string;
  invitedBy: string;
  expiresAt: Date;
};

export function temporaryCredentialsEmail(input: CredentialsEmailInput): EmailContent {
  return renderEmail({
    subject: `Your ${PRODUCT_NAME} account is ready`,
    preheader: `${input.invitedBy} created a ${PRODUCT_NAME} account for you.`,
    greeting: `Hi ${firstName(input.name)},`,
    paragraphs: [
      `${input.invitedBy} created a ${PRODUCT_NAME} account for you, so you can practise speaking ` +
        'and get scored feedback on every session.',
      `Sign in with "Client Login" using your email (${input.email}) and the temporary password ` +
        `below. It expires on ${input.expiresAt.toUTCString()}. You will choose your own password ` +
        'when you first sign in.',
    ],
    highlight: { label: 'Temporary password', value: input.temporaryPassword },
    button: { label: `Sign in to ${PRODUCT_NAME}`, url: input.loginUrl },
  });
}

/**
 * An admin made a coach account (product rules R6.6): the coach creates and manages client
 * accounts and sees their practice results, so the mail says that and leads to the coach
 * dashboard, not to a client's practice (decision 184).
 */
export function coachCredentialsEmail(input: CredentialsEmailInput): EmailContent {
  return renderEmail({
    subject: `Your ${PRODUCT_NAME} coach account is ready`,
    preheader: `${input.invitedBy} created a ${PRODUCT_NAME} coach account for you.`,
    greeting: `Hi ${firstName(input.name)},`,
    paragraphs: [
      `${input.invitedBy} created a ${PRODUCT_NAME} coach account for you. From your Coach ` +
        "Dashboard you create and manage client accounts and see your clients' practice results.",
      `To sign in the first time, choose "Have a temporary password?" in the sign-in window and ` +
        `enter your email (${input.email}) and the temporary password below. It expires on ` +
        `${input.expiresAt.toUTCString()}. You will choose your own password when you first ` +
        'sign in.',
    ],
    highlight: { label: 'Temporary password', value: input.temporaryPassword },
    button: { label: 'Sign in to your Coach Dashboard', url: input.loginUrl },
  });
}

export function welcomeEmail(input: { name: string; practiceUrl: string }): EmailContent {
  return renderEmail({
    subject: `Welcome to ${PRODUCT_NAME}`,
    preheader: 'Your first 3-minute practice is one click away.',
    greeting: `Welcome, ${firstName(input.name)}!`,
    paragraphs: [
      'Your account is active. Each practice takes about 3 minutes: pick the daily prompt or ' +
        'your own topic, speak, and get scores for Pace, Filler Words, Clarity and Confidence, ' +
        'with the reasons behind them.',
      'Short sessions, a few times a week, are what move the scores.',
    ],
    button: { label: 'Start your first practice', url: input.practiceUrl },
  });
}

/** Sent when a long upload's analysis finishes, if the user asked for it. */
export function analysisCompleteEmail(input: {
  name: string;
  fileName: string;
  resultsUrl: string;
  needsSpeaker: boolean;
}): EmailContent {
  return renderEmail({
    subject: 'Your speech analysis is ready',
    preheader: `${input.fileName} has been analysed.`,
    greeting: `Hi ${firstName(input.name)},`,
    paragraphs: [
      `We finished analysing ${input.fileName}.`,
      input.needsSpeaker
        ? 'We heard more than one voice. Tell us which one is yours, and your scores follow.'
        : 'Your scores for Pace, Filler Words, Clarity and Confidence are waiting, with what to practise next.',
    ],
    button: {
      label: input.needsSpeaker ? 'Select your voice' : 'See your results',
      url: input.resultsUrl,
    },
  });
}

/** Sent when a long upload could not be analysed, if the user asked to be told. */
export function analysisFailedEmail(input: {
  name: string;
  fileName: string;
  reason: string;
  practiceUrl: string;
}): EmailContent {
  return renderEmail({
    subject: 'We could not analyse your recording',
    preheader: `${input.fileName} could not be analysed.`,
    greeting: `Hi ${firstName(input.name)},`,
    paragraphs: [
      `We could not analyse ${input.fileName}: ${input.reason}`,
      'Your monthly practice count was not charged for it. You can try again with another file.',
    ],
    button: { label: 'Try another recording', url: input.practiceUrl },
  });
}

/** A contact-form message, to the support address. */
export function contactMessageEmail(input: {
  name: string;
  email: string;
  subject: string;
  message: string;
}): EmailContent {
  return renderEmail({
    subject: `[Contact] ${input.subject}`,
    preheader: `From ${input.name} <${input.email}>`,
    greeting: 'New message from the contact form:',
    paragraphs: [
      `From: ${input.name} <${input.email}>`,
      `Subject: ${input.subject}`,
      input.message,
    ],
  });
}
