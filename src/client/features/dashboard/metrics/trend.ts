import type { TrendResponse } from '@shared/progress/schemas';

export type TrendTone = 'better' | 'worse' | 'neutral';

/**
 * How a trend reads: the arrow follows the direction of the number, the colour whether that
 * is good news (more filler words is up, and worse), and steady is neither.
 */
export function describeTrend(trend: TrendResponse): {
  text: string;
  tone: TrendTone;
  spoken: string;
} {
  if (trend.direction === 'steady') {
    return { text: 'Steady', tone: 'neutral', spoken: 'steady' };
  }
  const text = `${trend.direction === 'up' ? 'Up' : 'Down'} ${trend.percentage}%`;
  const tone: TrendTone =
    trend.improving === true ? 'better' : trend.improving === false ? 'worse' : 'neutral';
  const verdict = tone === 'better' ? ', improving' : tone === 'worse' ? ', getting worse' : '';
  return { text, tone, spoken: `${text.toLowerCase()}${verdict}` };
}
