/** Plain text of a JSDoc Markdown description: links keep their label, code and emphasis marks go. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Chinese, Japanese and Korean characters and full-width punctuation, which take two columns of a line. */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;

/**
 * The start of a text, cut at a word boundary, for the stored snippet. `width` counts columns, a Chinese character
 * as two: the snippet fills the same space in the dialog in either language, and Chinese, three bytes a character,
 * does not weigh twice as much in the index.
 */
export function clip(text: string, width: number): string {
  let columns = 0;
  let length = 0;
  for (const character of text) {
    columns += WIDE.test(character) ? 2 : 1;
    if (columns > width) break;
    length += character.length;
  }
  if (length >= text.length) return text;
  const cut = text.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${space > length * 0.6 ? cut.slice(0, space) : cut}…`;
}
