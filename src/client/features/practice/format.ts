/** m:ss, as the timer, the players and the duration badges show it. */
export function formatClock(totalSeconds: number | null | undefined): string {
  const safe =
    typeof totalSeconds === 'number' && Number.isFinite(totalSeconds) && totalSeconds > 0
      ? Math.floor(totalSeconds)
      : 0;
  const minutes = Math.floor(safe / 60);
  const seconds = safe % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** A recording's date, or 'Invalid date' for anything unreadable (practice spec §8). */
export function formatRecordingDate(value: string | null | undefined): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return 'Invalid date';
  return DATE_FORMAT.format(date);
}

const LONG_DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

export function formatLongDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'Invalid date' : LONG_DATE_FORMAT.format(date);
}

/** The speaker label the analysis uses ('A', 'speaker_0') as a person reads it. */
export function speakerName(label: string): string {
  const trimmed = label.trim();
  const suffix = /^speaker[\s_-]*(.*)$/i.exec(trimmed)?.[1] ?? trimmed;
  return suffix ? `Speaker ${suffix}` : 'Speaker';
}
