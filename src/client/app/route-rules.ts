/*
 * The URL rules of the route table (accounts spec §2), kept free of React so
 * they read as the spec does and are tested on their own.
 */

/** A guest arriving from checkout carries one of these; the dashboard then waits for them. */
export function isPaymentReturn(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.get('subscription') === 'success' || params.has('session_id');
}

/** Home with a redirect back to where the guest was headed, for after sign-in. */
export function signInRedirectPath(destination: string): string {
  return `/?redirect=${destination}`;
}

export function recordingPath(id: string): string {
  return `/recordings/${encodeURIComponent(id)}`;
}
