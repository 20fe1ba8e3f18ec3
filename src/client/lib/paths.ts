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

/** Where a recording leads: its results, or the select-speaker step while that is still open. */
export function recordingTargetPath(recording: { id: string; analysisStatus: string }): string {
  return recording.analysisStatus === 'awaiting_speaker'
    ? selectSpeakerPath(recording.id)
    : recordingPath(recording.id);
}
