import { coachSwitchResponseSchema, type CoachSwitchResponse } from '@shared/coach/schemas';
import { requestJson } from '@client/lib/request-json';
import { useCoachModeSwitch } from './coach-mode-switch';

/** POST /api/coach/switch-back: the coach leaves the premium preview. */
export function switchBack(): Promise<CoachSwitchResponse> {
  return requestJson('POST', '/api/coach/switch-back', coachSwitchResponseSchema);
}

export function useSwitchBack() {
  return useCoachModeSwitch({
    send: switchBack,
    successTitle: 'Switched Back to Coach',
    failureFallback: 'Failed to switch back to coach mode.',
    destination: '/coach-dashboard',
  });
}
