import { MOBILE_MAX_WIDTH_PX, MOBILE_USER_AGENT_PATTERN } from '@shared/client-config/device';

type DeviceView = {
  userAgent: string;
  width: number;
  touch: boolean;
};

function currentView(): DeviceView {
  return {
    userAgent: navigator.userAgent,
    width: window.innerWidth,
    touch: navigator.maxTouchPoints > 0 || 'ontouchstart' in window,
  };
}

/**
 * A phone or tablet (product rules R9.15): a mobile user agent, or a narrow screen with touch.
 * A narrow desktop window without touch is still a desktop, where popups work.
 */
export function isMobileDevice(view: DeviceView = currentView()): boolean {
  if (MOBILE_USER_AGENT_PATTERN.test(view.userAgent)) return true;
  return view.width <= MOBILE_MAX_WIDTH_PX && view.touch;
}
