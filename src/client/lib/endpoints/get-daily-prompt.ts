import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@shared/api/contract';
import { hasStatus } from '@client/lib/api-error';
import { requestJson } from '@client/lib/request-json';
import { DAILY_PROMPT_QUERY_KEY } from './query-keys';

import type { DailyPrompt } from '@shared/prompts/schemas';

export type { DailyPrompt };

/** Today's prompt, or null when there is none (404) or it is not for this visitor (401). */
export async function fetchDailyPrompt(): Promise<DailyPrompt | null> {
  try {
    const prompt = await requestJson(routes.getDailyPrompt);
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
