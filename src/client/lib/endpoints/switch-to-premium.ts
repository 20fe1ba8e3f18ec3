import type { CoachSwitchResponse } from '@shared/coach/schemas';
import { routes } from '@shared/api/contract';
import { requestJson } from '@client/lib/request-json';
import { useCoachModeSwitch } from './coach-mode-switch';

/** POST /api/coach/switch-to-premium: the coach previews the product as a premium user. */
export function switchToPremium(): Promise<CoachSwitchResponse> {
  return requestJson(routes.switchToPremium);
}

export function useSwitchToPremium() {
  return useCoachModeSwitch({
    send: switchToPremium,
    successTitle: 'Switched to Premium Mode',
    failureFallback: 'Failed to switch to premium mode.',
    destination: '/dashboard',
  });
}
