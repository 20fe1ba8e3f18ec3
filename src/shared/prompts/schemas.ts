import { z } from 'zod';

/** GET /api/daily-prompt (product rules R3.27): today's prompt, the same for everyone. */
export const dailyPromptSchema = z.object({
  promptText: z.string(),
  category: z.string(),
  /** The prompt's place in the rotation: the UTC day of the year. */
  dayNumber: z.number().int(),
});
export type DailyPrompt = z.infer<typeof dailyPromptSchema>;
