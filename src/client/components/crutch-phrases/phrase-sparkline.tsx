import type { CrutchPhrase } from '@shared/progress/crutch-phrases';
import { describeSeries } from './crutch-phrase-text';

const WIDTH = 96;
const HEIGHT = 32;
const PAD = 3;

/** Points of a sparkline: sessions evenly spaced, 0 at the bottom, the highest rate at the top. */
export function sparklinePoints(values: readonly number[]): Array<{ x: number; y: number }> {
  const top = Math.max(...values, 0.1);
  const step = values.length > 1 ? (WIDTH - 2 * PAD) / (values.length - 1) : 0;
  return values.map((value, index) => ({
    x: values.length > 1 ? PAD + index * step : WIDTH / 2,
    y: HEIGHT - PAD - (value / top) * (HEIGHT - 2 * PAD),
  }));
}

/** A phrase's uses per minute session by session: a picture with a text alternative. */
export function PhraseSparkline({ series }: { series: CrutchPhrase['series'] }) {
  const points = sparklinePoints(series.map((point) => point.perMinute));
  const last = points[points.length - 1];
  return (
    <svg
      role="img"
      aria-label={describeSeries(series)}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      className="shrink-0 text-primary"
    >
      <line
        x1={PAD}
        x2={WIDTH - PAD}
        y1={HEIGHT - PAD}
        y2={HEIGHT - PAD}
        className="stroke-border"
        strokeWidth={1}
      />
      {points.length > 1 ? (
        <polyline
          points={points.map((point) => `${point.x},${point.y}`).join(' ')}
          fill="none"
          stroke="currentColor"
          strokeWidth={1.75}
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      ) : null}
      {last ? <circle cx={last.x} cy={last.y} r={2.5} fill="currentColor" /> : null}
    </svg>
  );
}
