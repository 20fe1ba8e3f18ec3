/*
 * Paths more than one screen links to, so a route's shape is written once.
 */

/** Home with a redirect back to where the guest was headed, for after sign-in. */
export function signInRedirectPath(destination: string): string {
  return `/?redirect=${destination}`;
}

export function recordingPath(id: string): string {
  return `/recordings/${encodeURIComponent(id)}`;
}

export function selectSpeakerPath(id: string): string {
  return `${recordingPath(id)}/select-speaker`;
}
