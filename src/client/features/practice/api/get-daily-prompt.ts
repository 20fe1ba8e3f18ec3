import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { hasStatus } from '@client/lib/api-error';
import { requestJson } from '@client/lib/request-json';
import { DAILY_PROMPT_QUERY_KEY } from './query-keys';

/** GET /api/daily-prompt (practice spec §3). Belongs in src/shared once the server has it. */
export const dailyPromptSchema = z.object({ promptText: z.string(), category: z.string() });
export type DailyPrompt = z.infer<typeof dailyPromptSchema>;

/** Today's prompt, or null when there is none (404) or it is not for this visitor (401). */
export async function fetchDailyPrompt(): Promise<DailyPrompt | null> {
  try {
    const prompt = await requestJson('GET', '/api/daily-prompt', dailyPromptSchema);
    return prompt.promptText.trim() ? prompt : null;
  } catch (error) {
    if (hasStatus(error, 404) || hasStatus(error, 401)) return null;
    throw error;
  }
}

export const dailyPromptQueryOptions = () =>
  queryOptions({ queryKey: DAILY_PROMPT_QUERY_KEY, queryFn: fetchDailyPrompt });

export function useDailyPrompt() {
  return useQuery(dailyPromptQueryOptions());
}
