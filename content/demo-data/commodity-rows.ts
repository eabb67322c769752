import { firstNames, lastNames } from './people-names';
import { createRandom, pick, randomDay, randomFloat, randomInt } from './random';

/** Traded commodities with a typical price per unit in USD, so prices look plausible. */
export const commodities = [
  { name: 'Arabica coffee', unit: 'lb', price: 2.4 },
  { name: 'Cocoa', unit: 't', price: 7200 },
  { name: 'Copper', unit: 't', price: 9100 },
  { name: 'Cotton', unit: 'lb', price: 0.8 },
  { name: 'Crude oil', unit: 'bbl', price: 78 },
  { name: 'Gold', unit: 'oz', price: 2300 },
  { name: 'Natural gas', unit: 'MMBtu', price: 2.9 },
  { name: 'Soybeans', unit: 'bu', price: 11.8 },
  { name: 'Sugar', unit: 'lb', price: 0.21 },
  { name: 'Wheat', unit: 'bu', price: 6.1 },
] as const;
/** The `valueOptions` of the commodity column. */
export const commodityNames: string[] = commodities.map((commodity) => commodity.name);

/** The `valueOptions` of the side column. */
export const tradeSides = ['Buy', 'Sell'] as const;
/** The `valueOptions` of the status column; a trade's filled quantity follows its status. */
export const tradeStatuses = ['Open', 'Partially filled', 'Filled', 'Rejected'] as const;
export type TradeStatus = (typeof tradeStatuses)[number];
/** Delivery terms, the `valueOptions` of the incoterm column. */
export const incoterms = ['FOB', 'CIF', 'EXW', 'DAP'] as const;

const exchanges = ['North Sea Exchange', 'Harbour Metals Market', 'Pacific Grain Board', 'Central Energy Hub'];
const counterparties = ['Alder Trading', 'Brightwater AG', 'Cedar & Finch', 'Dunmore Resources', 'Eastgate Capital'];

/** One trade on a commodity desk. Field names match the column fields in `commodity-columns`. */
export type CommodityRow = {
  id: number;
  tradeId: string;
  commodity: string;
  unit: string;
  side: (typeof tradeSides)[number];
  status: TradeStatus;
  trader: string;
  counterparty: string;
  exchange: string;
  incoterm: (typeof incoterms)[number];
  quantity: number;
  filledQuantity: number;
  /** Price per unit in USD. */
  unitPrice: number;
  /** `quantity × unitPrice` in USD. */
  totalPrice: number;
  /** Change of the unit price since the trade, as a share: -0.1 is a 10% drop. */
  priceChange: number;
  /** Share of the quantity already filled, 0 to 1 (shown as a bar). */
  filledRatio: number;
  /** Local-midnight trade date. */
  tradeDate: Date;
  maturityDate: Date;
  lastUpdated: Date;
  hedged: boolean;
  /** Desk's confidence in the counterparty, 1 to 5 (shown as stars). */
  counterpartyRating: number;
};

const FIRST_TRADE = new Date(2024, 0, 2);
const LAST_TRADE = new Date(2024, 11, 31);

function filledQuantity(random: () => number, status: TradeStatus, quantity: number): number {
  if (status === 'Filled') return quantity;
  if (status === 'Partially filled') return Math.max(1, Math.floor(quantity * randomFloat(random, 0.1, 0.95)));
  return 0;
}

/**
 * Creates `count` commodity trades, the same for a given seed; 100,000 rows take well under a second.
 * @param count How many rows. @default 100
 * @param seed Generator seed. @default 5
 */
export function createCommodityRows(count = 100, seed = 5): CommodityRow[] {
  const random = createRandom(seed);
  const rows: CommodityRow[] = new Array(count);
  for (let index = 0; index < count; index += 1) {
    const commodity = pick(random, commodities);
    const quantity = randomInt(random, 1, 500) * 10;
    const unitPrice = randomFloat(random, commodity.price * 0.85, commodity.price * 1.15, commodity.price < 10 ? 3 : 2);
    const status = pick(random, tradeStatuses);
    const filled = filledQuantity(random, status, quantity);
    const tradeDate = randomDay(random, FIRST_TRADE, LAST_TRADE);
    rows[index] = {
      id: index + 1,
      tradeId: `TR-${String(100_000 + index * 7).padStart(7, '0')}`,
      commodity: commodity.name,
      unit: commodity.unit,
      side: pick(random, tradeSides),
      status,
      trader: `${pick(random, firstNames)} ${pick(random, lastNames)}`,
      counterparty: pick(random, counterparties),
      exchange: pick(random, exchanges),
      incoterm: pick(random, incoterms),
      quantity,
      filledQuantity: filled,
      unitPrice,
      totalPrice: Math.round(quantity * unitPrice * 100) / 100,
      priceChange: randomFloat(random, -0.12, 0.12, 4),
      filledRatio: Math.round((filled / quantity) * 100) / 100,
      tradeDate,
      maturityDate: new Date(tradeDate.getFullYear(), tradeDate.getMonth() + randomInt(random, 1, 12), 15),
      lastUpdated: new Date(tradeDate.getTime() + randomInt(random, 8 * 60, 20 * 60) * 60_000),
      hedged: random() < 0.4,
      counterpartyRating: randomInt(random, 2, 5),
    };
  }
  return rows;
}
