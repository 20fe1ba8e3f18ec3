import { z } from 'zod';
import { MESSAGES } from '../auth/schemas';

/**
 * The contact form (product rules R3.16, R5.14 and R8.8). The form and POST /api/contact share
 * these.
 */
export const CONTACT_MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: MESSAGES.email,
  subject: 'Subject must be at least 3 characters',
  message: 'Message must be at least 10 characters',
  tooLong: 'Please keep it shorter.',
  sentTitle: 'Message Sent!',
  sentDescription: "We'll get back to you within 24 hours.",
  errorTitle: 'Error',
  errorFallback: 'Failed to send message',
  received: 'Thanks! Your message has been received.',
} as const;

export const CONTACT_LIMITS = { name: 100, subject: 200, message: 5000 } as const;

export const contactRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, CONTACT_MESSAGES.name)
    .max(CONTACT_LIMITS.name, CONTACT_MESSAGES.tooLong),
  email: z.string().trim().toLowerCase().email(CONTACT_MESSAGES.email),
  subject: z
    .string()
    .trim()
    .min(3, CONTACT_MESSAGES.subject)
    .max(CONTACT_LIMITS.subject, CONTACT_MESSAGES.tooLong),
  message: z
    .string()
    .trim()
    .min(10, CONTACT_MESSAGES.message)
    .max(CONTACT_LIMITS.message, CONTACT_MESSAGES.tooLong),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ message: z.string() });
