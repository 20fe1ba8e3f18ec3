/*
 * Paths more than one screen links to, so a route's shape is written once.
 */

/** Home with a redirect back to where the guest was headed, for after sign-in. */
export function signInRedirectPath(destination: string): string {
  return `/?redirect=${destination}`;
}

/**
 * The sign-in address, /signin (product rules R2.11; decision 121): the landing page with the
 * sign-in dialog open, and `destination` as the safe `redirect` the person lands on after
 * signing in.
 */
export function signInPath(destination: string): string {
  return `/signin?redirect=${encodeURIComponent(destination)}`;
}

export function recordingPath(id: string): string {
  return `/recordings/${encodeURIComponent(id)}`;
}

/** On the select-speaker address after the recorder stopped itself at the maximum time. */
const STOPPED_PARAM = 'stopped';
const AT_MAX_TIME = 'max-time';

export function selectSpeakerPath(id: string, { stoppedAtMaxTime = false } = {}): string {
  const path = `${recordingPath(id)}/select-speaker`;
  return stoppedAtMaxTime ? `${path}?${STOPPED_PARAM}=${AT_MAX_TIME}` : path;
}

/** Whether a select-speaker address says the recording stopped at the maximum time. */
export function stoppedAtMaxTime(search: string): boolean {
  return new URLSearchParams(search).get(STOPPED_PARAM) === AT_MAX_TIME;
}

/** Where a recording leads: its results, or the select-speaker step while that is still open. */
export function recordingTargetPath(recording: { id: string; analysisStatus: string }): string {
  return recording.analysisStatus === 'awaiting_speaker'
    ? selectSpeakerPath(recording.id)
    : recordingPath(recording.id);
}
