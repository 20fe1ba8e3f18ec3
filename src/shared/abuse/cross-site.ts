/** The 403 answer to a state-changing request sent from another site (CROSS_SITE_REQUEST). */
export const CROSS_SITE_MESSAGE =
  'This request came from another website, so Cadence refused it. Open Cadence itself and try again.';
