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

/** The speaker label the analysis uses ('A', 'speaker_0') as a person reads it. */
export function speakerName(label: string): string {
  const trimmed = label.trim();
  const suffix = /^speaker[\s_-]*(.*)$/i.exec(trimmed)?.[1] ?? trimmed;
  return suffix ? `Speaker ${suffix}` : 'Speaker';
}
