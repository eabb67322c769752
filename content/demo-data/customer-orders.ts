import { createRandom, pick, randomInt } from './random';
import { firstNames, lastNames, nameSlug, offices } from './people-names';

/** One product line of an order. */
export type OrderLineItem = { id: number; product: string; quantity: number; unitPrice: number };

/** An order with its customer and lines: master rows for the master-detail demos. */
export type CustomerOrder = {
  id: number;
  number: string;
  customer: string;
  email: string;
  city: string;
  country: string;
  placed: Date;
  currency: 'EUR' | 'USD' | 'GBP';
  lines: OrderLineItem[];
};

const products: [string, number][] = [
  ['Ceramic mug', 14],
  ['Linen tea towel', 9.5],
  ['Cast-iron pan', 58],
  ['Chef knife', 74],
  ['Bamboo board', 22],
  ['French press', 36],
  ['Spice rack', 41],
  ['Enamel jug', 27],
];

/** Sum of quantity × unit price over an order's lines, rounded to cents. */
export function orderTotal(order: Pick<CustomerOrder, 'lines'>): number {
  return Math.round(order.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0) * 100) / 100;
}

/** Creates `count` orders of 1 to 6 lines each; the same seed gives the same orders. */
export function createCustomerOrders(count = 20, seed = 31): CustomerOrder[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const first = pick(random, firstNames);
    const last = pick(random, lastNames);
    const office = pick(random, offices);
    const lineCount = randomInt(random, 1, 6);
    return {
      id: index + 1,
      number: `KT-${2400 + index}`,
      customer: `${first} ${last}`,
      email: `${nameSlug(first, last)}@example.com`,
      city: office.city,
      country: office.country,
      placed: new Date(2025, 1, 1 + randomInt(random, 0, 55)),
      currency: pick(random, ['EUR', 'USD', 'GBP'] as const),
      lines: Array.from({ length: lineCount }, (__, lineIndex) => {
        const [product, unitPrice] = pick(random, products);
        return { id: lineIndex + 1, product, quantity: randomInt(random, 1, 4), unitPrice };
      }),
    };
  });
}
