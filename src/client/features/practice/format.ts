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

const KB = 1024;
const MB = 1024 * KB;

/** A file's size as people read it: '12.3 MB' (one decimal), '512 KB' below a megabyte. */
export function formatFileSize(bytes: number): string {
  const safe = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  if (safe < MB) return `${Math.round(safe / KB)} KB`;
  return `${(Math.round((safe / MB) * 10) / 10).toLocaleString('en-US')} MB`;
}

/** An upload's speed: '1.4 MB/s', '350 KB/s'. */
export function formatTransferRate(bytesPerSecond: number): string {
  return `${formatFileSize(bytesPerSecond)}/s`;
}
