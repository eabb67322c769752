import { describe, expect, it } from 'vitest';
import {
  createTurbineFeed,
  HISTORY_LENGTH,
  powerAtWindSpeed,
  RATED_POWER_KW,
  summarizeFleet,
  turbineStatus,
  type TurbineReading,
} from './turbine-feed';

describe('turbine feed', () => {
  it('gives the same first readings for the same seed, so the prerender and the browser agree', () => {
    expect(createTurbineFeed(7).initialRows).toEqual(createTurbineFeed(7).initialRows);
    expect(createTurbineFeed(7).initialRows).not.toEqual(createTurbineFeed(8).initialRows);
  });

  it('starts every turbine with a full trend line and unique ids', () => {
    const rows = createTurbineFeed(3, 12).initialRows;
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((row) => row.id)).size).toBe(12);
    expect(rows.every((row) => row.history.length === HISTORY_LENGTH && row.readings === 0)).toBe(true);
  });

  it('updates only some turbines a tick, each with its change and a history that keeps its length', () => {
    const feed = createTurbineFeed(5, 20);
    const before = new Map(feed.current().map((row) => [row.id, row]));
    const changed = feed.tick(0.5);
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.length).toBeLessThan(20);
    for (const row of changed) {
      const previous = before.get(row.id)!;
      expect(row.readings).toBe(previous.readings + 1);
      expect(row.powerChange).toBe(row.power - previous.power);
      expect(row.history).toHaveLength(HISTORY_LENGTH);
      expect(row.history.at(-1)).toBe(row.power);
    }
    expect(feed.tick(1)).toHaveLength(20);
  });

  it('follows the power curve and the status rules', () => {
    expect(powerAtWindSpeed(2)).toBe(0);
    expect(powerAtWindSpeed(8)).toBeGreaterThan(0);
    expect(powerAtWindSpeed(8)).toBeLessThan(RATED_POWER_KW);
    expect(powerAtWindSpeed(15)).toBe(RATED_POWER_KW);
    expect(powerAtWindSpeed(26)).toBe(0);
    expect(turbineStatus(2, 40)).toBe('idle');
    expect(turbineStatus(10, 50)).toBe('generating');
    expect(turbineStatus(10, 80)).toBe('derated');
    expect(turbineStatus(27, 50)).toBe('stopped');
  });

  it('sums the fleet output in megawatts and counts turbines that need attention', () => {
    const base = createTurbineFeed(1, 1).initialRows[0]!;
    const rows: TurbineReading[] = [
      { ...base, id: 'a', power: 3200, status: 'generating' },
      { ...base, id: 'b', power: 1600, status: 'derated' },
      { ...base, id: 'c', power: 0, status: 'stopped' },
    ];
    expect(summarizeFleet(rows)).toEqual({ outputMw: 4.8, capacityShare: 0.5, needAttention: 2 });
  });
});
