import { createRandom, pick, randomDay, randomFloat, randomInt, randomNormal } from './random';

/**
 * One hundred made-up films for grouping, aggregation and pivoting demos: few studios, directors
 * and genres, so groups have several members. Titles, studios and people are invented.
 */

/** The `valueOptions` of the genre column. */
export const movieGenres = ['Drama', 'Comedy', 'Thriller', 'Science fiction', 'Animation', 'Documentary'] as const;
export type MovieGenre = (typeof movieGenres)[number];

/** Age ratings, the `valueOptions` of the certificate column. */
export const movieCertificates = ['G', 'PG', 'PG-13', 'R'] as const;

/** Made-up studios, the `valueOptions` of the studio column. */
export const movieStudios = [
  'Northlight Pictures',
  'Copperleaf Studios',
  'Blue Heron Films',
  'Meridian Works',
  'Paper Lantern Animation',
] as const;

const directors = [
  'Maren Solberg',
  'Tobias Achebe',
  'Lucía Ferreyra',
  'Hiro Matsuda',
  'Colette Aubry',
  'Dev Raman',
  'Greta Vogel',
  'Idris Calloway',
];

const openers = ['The', 'A', 'Last', 'Beyond the', 'Under the', 'Night of the', 'Return of the', 'Letters to the'];
const nouns = [
  'Lighthouse',
  'Orchard',
  'Cartographer',
  'Glass Harbor',
  'Paper Moon',
  'Iron Choir',
  'Silent Tide',
  'Red Kite',
  'Winter Garden',
  'Salt Road',
  'Clockmaker',
  'Northern Lights',
  'Hollow Hill',
  'Velvet Storm',
  'Lost Signal',
];

/** A film record. `gross` and `budget` are in USD; `rating` is an average review score out of 10. */
export type MovieRow = {
  id: number;
  title: string;
  studio: (typeof movieStudios)[number];
  director: string;
  genre: MovieGenre;
  certificate: (typeof movieCertificates)[number];
  year: number;
  releaseDate: Date;
  runtime: number;
  budget: number;
  gross: number;
  rating: number;
  /** Whether it continues an earlier film. */
  sequel: boolean;
};

function uniqueTitle(random: () => number, used: Set<string>): string {
  for (;;) {
    const title = `${pick(random, openers)} ${pick(random, nouns)}`;
    const numbered = used.has(title) ? `${title} ${randomInt(random, 2, 4)}` : title;
    if (!used.has(numbered)) {
      used.add(numbered);
      return numbered;
    }
  }
}

/**
 * Creates the film list. Gross grows with budget (with a wide spread) and animation costs more,
 * so aggregations tell a small story.
 * @param count How many films. @default 100
 * @param seed Generator seed. @default 1984
 */
export function createMovieRows(count = 100, seed = 1984): MovieRow[] {
  const random = createRandom(seed);
  const used = new Set<string>();
  return Array.from({ length: count }, (_, index) => {
    const genre = pick(random, movieGenres);
    const year = randomInt(random, 1988, 2024);
    const budgetMillions = genre === 'Documentary' ? randomInt(random, 1, 8) : randomInt(random, 5, 180);
    const budget = (genre === 'Animation' ? budgetMillions * 1.4 : budgetMillions) * 1_000_000;
    const multiple = Math.max(0.2, randomNormal(random, 2.6, 1.4));
    const title = uniqueTitle(random, used);
    return {
      id: index + 1,
      title,
      studio: genre === 'Animation' && random() < 0.7 ? 'Paper Lantern Animation' : pick(random, movieStudios),
      director: pick(random, directors),
      genre,
      certificate: genre === 'Animation' ? pick(random, ['G', 'PG'] as const) : pick(random, movieCertificates),
      year,
      releaseDate: randomDay(random, new Date(year, 0, 1), new Date(year, 11, 31)),
      runtime: genre === 'Animation' ? randomInt(random, 80, 105) : randomInt(random, 88, 165),
      budget: Math.round(budget),
      gross: Math.round((budget * multiple) / 10_000) * 10_000,
      rating: randomFloat(random, 4.5, 9.2, 1),
      sequel: /\d$/.test(title),
    };
  });
}

/** The fixed list of 100 films that demos share. */
export const movieRows: MovieRow[] = createMovieRows();
