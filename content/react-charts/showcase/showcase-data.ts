import { salesChannels } from '../../demo-data/chart-categories';
import { createTrend, monthLabels } from '../../demo-data/chart-series';

/**
 * One year of units sold per month by a made-up outdoor-gear shop, in each of its three sales
 * channels. Every chart of the Charts overview showcase draws this same data, so switching the
 * chart type changes only the picture.
 */
export type Channel = (typeof salesChannels)[number];

export const channels = salesChannels;
export const months = monthLabels;

const startUnits: Record<Channel, number> = { Online: 540, Retail: 410, Wholesale: 260 };

export const unitsByChannel = Object.fromEntries(
  channels.map((channel, index) => [channel, createTrend(40 + index, months.length, startUnits[channel], 80)]),
) as Record<Channel, number[]>;

/** One row per month, `{ month: 'Jan', Online: 540, Retail: 410, Wholesale: 260 }`, for `dataset`. */
export const monthlyRows = months.map((month, index) => {
  const row: { month: string } & Record<string, number> = { month } as never;
  channels.forEach((channel) => {
    row[channel] = unitsByChannel[channel][index]!;
  });
  return row;
});

/** The year's total per channel, as pie slices. */
export const yearTotals = channels.map((channel, id) => ({
  id,
  label: channel,
  value: unitsByChannel[channel].reduce((sum, units) => sum + units, 0),
}));

/** Heatmap cells `[month index, channel index, units]`. */
export const heatmapCells = months.flatMap((_, x) =>
  channels.map((channel, y): [number, number, number] => [x, y, unitsByChannel[channel][x]!]),
);

/** Scatter points per channel: x is the month number (1–12), y the units sold. */
export function monthPoints(channel: Channel) {
  return unitsByChannel[channel].map((units, index) => ({ id: `${channel}-${index}`, x: index + 1, y: units }));
}

/** `1234` → `"1,234 units"`. Null when the chart has no value at that position. */
export function formatUnits(value: number | null): string {
  return value === null ? '' : `${value.toLocaleString('en-US')} units`;
}
