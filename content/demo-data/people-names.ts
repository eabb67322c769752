/**
 * Made-up people and places shared by the business datasets. The lists are short on purpose:
 * generated rows repeat them, which gives grouping and filtering demos something to work with.
 */
/** Given names, mixed in origin. */
export const firstNames: readonly string[] = (
  'Ada Bruno Chen Dana Emil Farah Goran Hana Ines Jonas Kofi Lena Mateo Nadia Oskar ' +
  'Priya Quinn Rosa Samir Tara Umar Vera Wen Ximena Yusuf Zoe Aiko Björn Chloé Diego'
).split(' ');

/** Family names, mixed in origin. */
export const lastNames: readonly string[] = (
  'Lindqvist Okafor Wei Moreau Novak Haddad Petrov Sato Duarte Berg Mensah Fischer Rossi Karimi Nilsen ' +
  'Nair Walsh Ortega Aziz Kowalski Brennan Ivanova Tanaka Silva Dubois Yilmaz Hughes Jansen Costa Park'
).split(' ');

/** Office cities with their country, so a row's city and country always agree. */
export const offices = [
  { city: 'Lisbon', country: 'Portugal' },
  { city: 'Berlin', country: 'Germany' },
  { city: 'Nairobi', country: 'Kenya' },
  { city: 'Toronto', country: 'Canada' },
  { city: 'Singapore', country: 'Singapore' },
  { city: 'São Paulo', country: 'Brazil' },
  { city: 'Melbourne', country: 'Australia' },
  { city: 'Austin', country: 'United States' },
] as const;

/** The office cities alone: the `valueOptions` of an office column. */
export const officeCities: string[] = offices.map((office) => office.city);

/** Lower-case ASCII slug of a name, for e-mail addresses: `Chloé Dubois` → `chloe.dubois`. */
export function nameSlug(first: string, last: string): string {
  return `${first}.${last}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
