import { createRandom, pick, randomInt } from './random';

/** One customer review of a product: `text` runs from one short sentence to several lines. */
export type ReviewRow = { id: number; product: string; reviewer: string; stars: number; text: string };

const products = ['Trail backpack', 'Camping stove', 'Down sleeping bag', 'Headlamp', 'Water filter', 'Tarp shelter'];
const reviewers = ['Jo B.', 'Priya K.', 'Lukas W.', 'Amara N.', 'Sven H.', 'Rosa M.', 'Kenji T.', 'Oona L.'];
const sentences = [
  'Arrived two days early.',
  'Lighter than I expected for the size.',
  'The zip started to stick after a week of daily use, but a little wax fixed it.',
  'Survived a three-night trip in steady rain without a single leak, which is more than I can say for my previous one.',
  'Instructions were missing from the box.',
  'Good value.',
  'The straps are comfortable even with a full load, and the hip belt pockets fit a phone.',
  'I would pick a brighter colour next time: it is easy to lose in the grass at dusk.',
  'Customer service replaced a faulty part without any questions.',
  'Packs down small enough to fit in the side pocket of a daypack.',
];

/** Creates `count` reviews with texts of very different lengths; the same seed gives the same rows. */
export function createReviewRows(count = 30, seed = 21): ReviewRow[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const sentenceCount = randomInt(random, 1, 5);
    const text = Array.from({ length: sentenceCount }, () => pick(random, sentences)).join(' ');
    return {
      id: index + 1,
      product: pick(random, products),
      reviewer: pick(random, reviewers),
      stars: randomInt(random, 1, 5),
      text,
    };
  });
}
