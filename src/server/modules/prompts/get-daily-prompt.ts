import { dayOfYear } from '@shared/domain/calendar';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { findPromptByDay } from './prompt-repository';

/** Today's prompt: the one whose dayNumber is the UTC day of the year, the same for everyone. */
export async function getDailyPrompt(db: Database, now = new Date()) {
  const prompt = await findPromptByDay(db, dayOfYear(now));
  if (!prompt) throw notFound('Prompt');
  return prompt;
}
