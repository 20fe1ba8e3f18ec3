const BAR_WIDTH = 30;

/**
 * A one-line progress bar for a download, redrawn in place on a terminal:
 * `  [##########--------------------]  33% 47 of 142 MB`. Nothing is drawn when the stream
 * is not a terminal (a log file would fill with carriage returns) or the size is unknown.
 */
export function createProgressBar(stream: NodeJS.WriteStream) {
  let shownPercent = -1;
  return {
    update(received: number, total: number | null) {
      if (!stream.isTTY || !total) return;
      const percent = Math.min(100, Math.floor((received / total) * 100));
      if (percent === shownPercent) return;
      shownPercent = percent;
      const filled = Math.round((percent / 100) * BAR_WIDTH);
      const bar = '#'.repeat(filled) + '-'.repeat(BAR_WIDTH - filled);
      const megabytes = (bytes: number) => (bytes / 1e6).toFixed(0);
      stream.write(
        `\r  [${bar}] ${String(percent).padStart(3)}% ${megabytes(received)} of ${megabytes(total)} MB`,
      );
    },
    /** Ends the bar's line, if one was drawn, so the next message starts on its own. */
    end() {
      if (shownPercent >= 0) stream.write('\n');
      shownPercent = -1;
    },
  };
}
