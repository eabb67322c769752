import { createRandom, randomFloat, randomNormal } from './random';

/**
 * A made-up wind farm whose turbines report a reading every few seconds, for the real-time Data Grid demo.
 * Seeded: the first readings are the same on the server and in the browser; only the ticks that follow
 * (started in an effect, so never during the prerender) move the numbers.
 */

/** What a turbine is doing, derived from its wind speed and gearbox temperature. */
export type TurbineStatus = 'generating' | 'idle' | 'derated' | 'stopped';

/** One turbine as the grid shows it: its latest reading and the recent output. */
export interface TurbineReading {
  /** Turbine tag, also the row id. */
  id: string;
  site: string;
  /** Wind speed at the hub, in metres per second. */
  windSpeed: number;
  /** Output, in kilowatts. */
  power: number;
  /** Output change since the previous reading, in kilowatts. */
  powerChange: number;
  /** Gearbox temperature, in degrees Celsius. */
  gearboxTemp: number;
  status: TurbineStatus;
  /** The last `HISTORY_LENGTH` outputs, oldest first, for a trend line. */
  history: number[];
  /** How many readings this turbine has sent. */
  readings: number;
}

/** Nameplate output of every turbine of the farm, in kilowatts. */
export const RATED_POWER_KW = 3200;
/** Readings kept for the trend line. */
export const HISTORY_LENGTH = 24;
/** Below this wind speed (m/s) the rotor does not turn. */
export const CUT_IN_SPEED = 3;
/** From this wind speed (m/s) the turbine gives its rated output. */
export const RATED_SPEED = 13;
/** From this wind speed (m/s) the turbine shuts down to protect itself. */
export const CUT_OUT_SPEED = 25;
/** From this gearbox temperature (°C) the controller halves the output. */
export const DERATE_TEMPERATURE = 78;

const sites = [
  { name: 'Kestrel Ridge', meanWind: 9.5 },
  { name: 'Saltmarsh Flats', meanWind: 7 },
  { name: 'Harrow Point', meanWind: 12 },
] as const;

/** Output (kW) for a wind speed on a cubic power curve, before any temperature limit. */
export function powerAtWindSpeed(windSpeed: number): number {
  if (windSpeed < CUT_IN_SPEED || windSpeed >= CUT_OUT_SPEED) return 0;
  if (windSpeed >= RATED_SPEED) return RATED_POWER_KW;
  const share = (windSpeed - CUT_IN_SPEED) / (RATED_SPEED - CUT_IN_SPEED);
  return Math.round(RATED_POWER_KW * share ** 3);
}

/** The status a turbine reports for a wind speed and gearbox temperature. */
export function turbineStatus(windSpeed: number, gearboxTemp: number): TurbineStatus {
  if (windSpeed >= CUT_OUT_SPEED) return 'stopped';
  if (windSpeed < CUT_IN_SPEED) return 'idle';
  return gearboxTemp >= DERATE_TEMPERATURE ? 'derated' : 'generating';
}

interface TurbineState {
  reading: TurbineReading;
  meanWind: number;
}

function step(state: TurbineState, random: () => number): TurbineReading {
  const previous = state.reading;
  // Gusty wind that drifts back towards the site's mean speed.
  const drift = (state.meanWind - previous.windSpeed) * 0.15;
  const windSpeed = Math.max(0, Math.round((previous.windSpeed + drift + randomNormal(random, 0, 1.4)) * 10) / 10);
  // The gearbox warms up with the load and cools down slowly.
  const target = 38 + (previous.power / RATED_POWER_KW) * 46;
  const gearboxTemp = Math.round((previous.gearboxTemp + (target - previous.gearboxTemp) * 0.2) * 10) / 10;
  const status = turbineStatus(windSpeed, gearboxTemp);
  const fullPower = powerAtWindSpeed(windSpeed);
  const power = status === 'derated' ? Math.round(fullPower / 2) : fullPower;
  return {
    ...previous,
    windSpeed,
    gearboxTemp,
    status,
    power,
    powerChange: power - previous.power,
    history: [...previous.history.slice(1 - HISTORY_LENGTH), power],
    readings: previous.readings + 1,
  };
}

/** A wind farm feed: its first readings and a `tick` that moves some turbines on. */
export interface TurbineFeed {
  /** Every turbine's reading before the first tick (the rows of the first render). */
  readonly initialRows: readonly TurbineReading[];
  /**
   * Advances the simulation one step and returns the turbines that sent a reading, about `share` of them:
   * a partial update, as a real feed delivers.
   */
  tick(share?: number): TurbineReading[];
  /** The latest reading of every turbine. */
  current(): TurbineReading[];
}

/** A seeded feed of `count` turbines spread over three sites. */
export function createTurbineFeed(seed = 1, count = 15): TurbineFeed {
  const random = createRandom(seed);
  const states: TurbineState[] = Array.from({ length: count }, (_, index) => {
    const site = sites[index % sites.length]!;
    const windSpeed = randomFloat(random, site.meanWind - 3, site.meanWind + 3, 1);
    const power = powerAtWindSpeed(windSpeed);
    const reading: TurbineReading = {
      id: `WT-${String(index + 1).padStart(2, '0')}`,
      site: site.name,
      windSpeed,
      power,
      powerChange: 0,
      gearboxTemp: randomFloat(random, 45, 70, 1),
      status: turbineStatus(windSpeed, 50),
      history: Array.from({ length: HISTORY_LENGTH }, () => power),
      readings: 0,
    };
    const state = { reading, meanWind: site.meanWind };
    // Warm up so the trend lines have a past.
    for (let warm = 0; warm < HISTORY_LENGTH; warm += 1) state.reading = step(state, random);
    state.reading = { ...state.reading, readings: 0 };
    return state;
  });
  const initialRows = states.map((state) => state.reading);

  return {
    initialRows,
    tick(share = 0.5) {
      const changed: TurbineReading[] = [];
      for (const state of states) {
        if (random() >= share) continue;
        state.reading = step(state, random);
        changed.push(state.reading);
      }
      return changed;
    },
    current: () => states.map((state) => state.reading),
  };
}

/** Totals for a summary bar: output in megawatts and the turbines that are not generating normally. */
export function summarizeFleet(readings: readonly TurbineReading[]) {
  const totalKw = readings.reduce((sum, reading) => sum + reading.power, 0);
  return {
    outputMw: Math.round(totalKw / 100) / 10,
    capacityShare: readings.length === 0 ? 0 : totalKw / (readings.length * RATED_POWER_KW),
    needAttention: readings.filter((reading) => reading.status === 'derated' || reading.status === 'stopped').length,
  };
}
