/**
 * What counts as a phone or tablet (product rules R9.15: a mobile user agent,
 * or a width of 768 px or less with touch). On those the checkout opens in the page itself, since
 * mobile browsers handle popups badly.
 */
export const MOBILE_MAX_WIDTH_PX = 768;

/** User agents of phones and tablets. */
export const MOBILE_USER_AGENT_PATTERN =
  /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;
