/*
 * The URL rules of the route table (product rules R2.1-R2.11), kept free of
 * React so they read as the rules do and are tested on their own.
 */

/** A guest arriving from checkout carries one of these; the dashboard then waits for them. */
export function isPaymentReturn(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.get('subscription') === 'success' || params.has('session_id');
}

export { recordingPath, selectSpeakerPath, signInRedirectPath } from '@client/lib/paths';
