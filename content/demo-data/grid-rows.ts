import { createRandom, pick, randomInt } from './random';

/** Order statuses used by the order rows, in the order a parcel goes through them. */
export const orderStatuses = ['Pending', 'Shipped', 'Delivered', 'Returned'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Product categories used by the order rows. */
export const productCategories = ['Hardware', 'Software', 'Services'] as const;
export type ProductCategory = (typeof productCategories)[number];

/** One line of a small web shop's order book: every row has a numeric `id`. */
export type OrderRow = {
  id: number;
  customer: string;
  product: string;
  category: ProductCategory;
  quantity: number;
  unitPrice: number;
  status: OrderStatus;
};

const customers = [
  'Ada Lindqvist',
  'Bruno Okafor',
  'Chen Wei',
  'Dana Moreau',
  'Emil Novak',
  'Farah Haddad',
  'Goran Petrov',
  'Hana Sato',
  'Ines Duarte',
  'Jonas Berg',
];

const catalogue: Record<ProductCategory, { name: string; price: number }[]> = {
  Hardware: [
    { name: 'USB-C dock', price: 129 },
    { name: 'Mechanical keyboard', price: 89.5 },
    { name: '27" monitor', price: 249 },
    { name: 'Noise-cancelling headset', price: 159.99 },
  ],
  Software: [
    { name: 'Design suite licence', price: 59 },
    { name: 'Backup service (1 year)', price: 39.9 },
    { name: 'Password manager (team)', price: 72 },
  ],
  Services: [
    { name: 'On-site setup', price: 180 },
    { name: 'Remote training hour', price: 65 },
    { name: 'Extended warranty', price: 45 },
  ],
};

/**
 * Creates `count` order rows. The same seed always gives the same rows, so server and browser
 * render identical grids.
 */
export function createOrderRows(count = 40, seed = 7): OrderRow[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const category = pick(random, productCategories);
    const item = pick(random, catalogue[category]);
    return {
      id: index + 1,
      customer: pick(random, customers),
      product: item.name,
      category,
      quantity: category === 'Services' ? randomInt(random, 1, 8) : randomInt(random, 1, 25),
      unitPrice: item.price,
      status: pick(random, orderStatuses),
    };
  });
}

/** A book record keyed by its ISBN: it has no `id` field, so the grid needs `getRowId`. */
export type BookRow = {
  isbn: string;
  title: string;
  author: string;
  year: number;
  pages: number;
};

const titles = [
  'The Quiet Harbour',
  'A Map of Small Hours',
  'Letters from the Salt Road',
  'Beyond the Glass Garden',
  'Notes on a Long Winter',
  'The Last Northern Line',
  'Clockwork Orchards',
  'An Atlas of Rain',
];
const authors = ['M. Ekwueme', 'L. Halvorsen', 'R. Castellanos', 'T. Nakamura', 'S. Okonkwo', 'P. Lindgren'];

/** Creates `count` book rows with unique, made-up 13-digit ISBNs. */
export function createBookRows(count = 12, seed = 21): BookRow[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, index) => ({
    isbn: `978-${randomInt(random, 100, 999)}-${String(1000 + index * 37).padStart(5, '0')}-${randomInt(random, 0, 9)}`,
    title: pick(random, titles),
    author: pick(random, authors),
    year: randomInt(random, 1962, 2024),
    pages: randomInt(random, 120, 640),
  }));
}
