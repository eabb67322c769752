/** Plain text of a JSDoc Markdown description: links keep their label, code and emphasis marks go. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The start of a text, cut at a word boundary, for the stored snippet. */
export function clip(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${space > length * 0.6 ? cut.slice(0, space) : cut}…`;
}
