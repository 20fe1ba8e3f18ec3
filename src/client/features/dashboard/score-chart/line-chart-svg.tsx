import { useId } from 'react';
import { formatShortDate } from '@client/lib/format';
import { dayTickIndices, type Frame, linePath, plotPoints, scaleLinear } from './chart-model';

export type ChartLine = {
  key: string;
  label: string;
  color: string;
  dash: string;
  values: readonly (number | null)[];
};

type LineChartSvgProps = {
  width: number;
  dates: readonly string[];
  lines: readonly ChartLine[];
  domain: readonly [number, number];
  yTicks: readonly number[];
  yLabel: string;
  /** The chart in words: its accessible name. */
  summary: string;
  /** A shaded range of the y axis, such as the ideal pace. */
  band?: { from: number; to: number; label: string } | undefined;
};

const MARGIN = { top: 12, right: 14, bottom: 44, left: 48 };

/** A responsive line chart drawn at the container's width: axes, gridlines, lines and dots. */
export function LineChartSvg({
  width,
  dates,
  lines,
  domain,
  yTicks,
  yLabel,
  summary,
  band,
}: LineChartSvgProps) {
  const clipId = useId();
  const narrow = width < 480;
  const frame: Frame = { width, height: narrow ? 220 : 260, margin: MARGIN };
  const { height, margin } = frame;
  const y = scaleLinear(domain, [height - margin.bottom, margin.top]);
  const xs = plotPoints(
    dates.map(() => 0),
    frame,
    domain,
  ).map((point) => point.x);
  const ticks = dayTickIndices(dates, narrow ? 3 : 6, formatShortDate);
  const plotBottom = height - margin.bottom;
  return (
    <svg
      role="img"
      aria-label={summary}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className="block max-w-full overflow-visible text-muted-foreground"
    >
      <defs>
        <clipPath id={clipId}>
          <rect
            x={margin.left}
            y={margin.top}
            width={width - margin.left - margin.right}
            height={plotBottom - margin.top}
          />
        </clipPath>
      </defs>
      {band ? (
        <g>
          <rect
            x={margin.left}
            width={width - margin.left - margin.right}
            y={y(band.to)}
            height={Math.max(0, y(band.from) - y(band.to))}
            className="fill-emerald-100"
          />
          <text
            x={width - margin.right - 4}
            y={y(band.to) + 14}
            textAnchor="end"
            className="fill-emerald-800 text-[11px]"
          >
            {band.label}
          </text>
        </g>
      ) : null}
      {yTicks.map((tick) => (
        <g key={tick}>
          <line
            x1={margin.left}
            x2={width - margin.right}
            y1={y(tick)}
            y2={y(tick)}
            className="stroke-border"
          />
          <text
            x={margin.left - 8}
            y={y(tick)}
            dy="0.32em"
            textAnchor="end"
            className="fill-current text-[11px]"
          >
            {tick}
          </text>
        </g>
      ))}
      <line
        x1={margin.left}
        x2={width - margin.right}
        y1={plotBottom}
        y2={plotBottom}
        className="stroke-muted-foreground"
      />
      {ticks.map((index) => (
        <text
          key={index}
          x={xs[index]}
          y={plotBottom + 16}
          textAnchor="middle"
          className="fill-current text-[11px]"
        >
          {formatShortDate(dates[index])}
        </text>
      ))}
      <text
        x={(margin.left + width - margin.right) / 2}
        y={height - 6}
        textAnchor="middle"
        className="fill-current text-xs"
      >
        Session date
      </text>
      <text
        transform={`translate(12 ${(margin.top + plotBottom) / 2}) rotate(-90)`}
        textAnchor="middle"
        className="fill-current text-xs"
      >
        {yLabel}
      </text>
      <g clipPath={`url(#${clipId})`}>
        {lines.map((line) => {
          const points = plotPoints(line.values, frame, domain);
          return (
            <g key={line.key} data-series={line.key}>
              <path
                d={linePath(points)}
                fill="none"
                stroke={line.color}
                strokeWidth={2.5}
                strokeDasharray={line.dash || undefined}
                strokeLinejoin="round"
                strokeLinecap="round"
              />
              {points.map((point, index) =>
                point.y === null ? null : (
                  <circle
                    key={index}
                    cx={point.x}
                    cy={point.y}
                    r={3.5}
                    fill={line.color}
                    className="stroke-surface"
                    strokeWidth={1.5}
                  >
                    <title>{`${formatShortDate(dates[index])}: ${line.label} ${line.values[index]}`}</title>
                  </circle>
                ),
              )}
            </g>
          );
        })}
      </g>
    </svg>
  );
}
