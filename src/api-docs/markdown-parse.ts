/** Inline Markdown node: the subset JSDoc descriptions use. */
export type MdInline =
  | { type: 'text'; value: string }
  | { type: 'code'; value: string }
  | { type: 'link'; href: string; children: MdInline[] }
  | { type: 'strong' | 'emphasis'; children: MdInline[] };

/** Block Markdown node: paragraphs and bullet lists. */
export type MdBlock = { type: 'paragraph'; children: MdInline[] } | { type: 'list'; items: MdInline[][] };

/** Only site paths, fragments and web or mail URLs become links; anything else (`javascript:`…) stays text. */
export function isSafeHref(href: string): boolean {
  return /^(\/(?!\/)|#|https?:\/\/|mailto:)/i.test(href);
}

const inline =
  /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|\*([^*\s][^*]*)\*|(?<![\w])_([^_]+)_(?![\w])|(https?:\/\/[^\s)<]*[^\s).,;:<])/g;

/** Parses inline Markdown: code spans, links, autolinked URLs, strong and emphasis; the rest is text. */
export function parseInline(text: string): MdInline[] {
  const nodes: MdInline[] = [];
  let last = 0;
  const pushText = (value: string) => {
    if (!value) return;
    const previous = nodes[nodes.length - 1];
    if (previous?.type === 'text') previous.value += value;
    else nodes.push({ type: 'text', value });
  };
  for (const match of text.matchAll(inline)) {
    const [whole, code, label, href, strong, em, underscored, url] = match;
    pushText(text.slice(last, match.index));
    last = match.index + whole.length;
    if (code !== undefined) nodes.push({ type: 'code', value: code });
    else if (label !== undefined && href !== undefined) {
      if (isSafeHref(href)) nodes.push({ type: 'link', href, children: parseInline(label) });
      else pushText(label);
    } else if (strong !== undefined) nodes.push({ type: 'strong', children: parseInline(strong) });
    else if (em !== undefined || underscored !== undefined) {
      nodes.push({ type: 'emphasis', children: parseInline(em ?? underscored ?? '') });
    } else if (url !== undefined) nodes.push({ type: 'link', href: url, children: [{ type: 'text', value: url }] });
  }
  pushText(text.slice(last));
  return nodes;
}

const BULLET = /^[-*]\s+/;

/** Blocks of one chunk (text between blank lines): a bullet line starts an item, a line after it continues the item. */
function parseChunk(lines: string[]): MdBlock[] {
  const blocks: MdBlock[] = [];
  let paragraph: string[] = [];
  let items: string[][] = [];
  const flushParagraph = () => {
    if (paragraph.join('') !== '') blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };
  const flushList = () => {
    if (items.length > 0) blocks.push({ type: 'list', items: items.map((item) => parseInline(item.join(' '))) });
    items = [];
  };
  for (const line of lines) {
    if (BULLET.test(line)) {
      flushParagraph();
      items.push([line.replace(BULLET, '')]);
    } else if (items.length > 0) items[items.length - 1]!.push(line);
    else paragraph.push(line);
  }
  flushParagraph();
  flushList();
  return blocks;
}

/**
 * Parses a description into paragraphs and `-` / `*` bullet lists. Single newlines join lines; a list may follow its
 * introduction without a blank line (`This main element is:\n- the …`), and items set apart by blank lines make one list.
 */
export function parseMarkdown(markdown: string): MdBlock[] {
  const blocks: MdBlock[] = [];
  for (const chunk of markdown.trim().split(/\n\s*\n/)) {
    for (const block of parseChunk(chunk.split('\n').map((line) => line.trim()))) {
      const previous = blocks[blocks.length - 1];
      if (block.type === 'list' && previous?.type === 'list') previous.items.push(...block.items);
      else blocks.push(block);
    }
  }
  return blocks;
}
