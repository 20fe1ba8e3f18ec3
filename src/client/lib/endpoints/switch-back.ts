import type { CoachSwitchResponse } from '@shared/coach/schemas';
import { routes } from '@shared/api/contract';
import { requestJson } from '@client/lib/request-json';
import { useCoachModeSwitch } from './coach-mode-switch';

/** POST /api/coach/switch-back: the coach leaves the premium preview. */
export function switchBack(): Promise<CoachSwitchResponse> {
  return requestJson(routes.switchBack);
}

export function useSwitchBack() {
  return useCoachModeSwitch({
    send: switchBack,
    successTitle: 'Switched Back to Coach',
    failureFallback: 'Failed to switch back to coach mode.',
    destination: '/coach-dashboard',
  });
}
