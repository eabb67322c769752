/**
 * The demo sweep's overflow check: content a demo cuts off sideways. Each piece of content a reader sees (text, a
 * field, a button, an image) must lie inside every box that clips it, from its own parent up to the preview box,
 * unless that box shows there is more (`showsTheRest`). A box that merely scrolls is not enough: headless Chromium
 * draws no scrollbars, a phone or a Mac draws one only while scrolling, and at 1280 px there is room for anything no
 * wider than the preview itself.
 */
import type { OverflowFinding } from './sweep-types';

/** Sub-pixel rounding; a cut of 2 px or more is a real one. */
const TOLERANCE_PX = 1;

/**
 * Elements that are content in themselves, besides text. Drawings (icons, a chart's marks, a legend's gradient) are
 * not: a cut icon is seen through its button, a cut chart through its labels.
 */
const CONTENT_ELEMENTS = 'input, textarea, button, img, canvas';

/** A short name for the element a reader can find: tag, its MUI classes (or first class) and the start of its text. */
export function describeElement(element: Element): string {
  const classes = [...element.classList];
  const named = classes.filter((name) => name.startsWith('Mui'));
  const shown = (named.length > 0 ? named.slice(0, 2) : classes.slice(0, 1)).map((name) => `.${name}`).join('');
  const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30);
  return `${element.tagName.toLowerCase()}${shown}${text ? ` "${text}"` : ''}`;
}

/** A piece of content: where it is, and the innermost box that may clip it. */
interface Piece {
  rect: DOMRect;
  box: HTMLElement | null;
}

/** Every piece of content in `root`: its text (as ranges, so a word cut in half is seen) and its content elements. */
function contentPieces(root: HTMLElement): Piece[] {
  const pieces: Piece[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim() || !node.parentElement) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    pieces.push({ box: node.parentElement, rect: range.getBoundingClientRect() });
  }
  for (const element of root.querySelectorAll(CONTENT_ELEMENTS)) {
    const style = getComputedStyle(element);
    // A transparent or visually hidden control (a switch's or a slider's own input) is not seen where it lies.
    if (style.opacity === '0' || style.visibility === 'hidden' || (style.clip !== '' && style.clip !== 'auto'))
      continue;
    pieces.push({ box: element.parentElement, rect: element.getBoundingClientRect() });
  }
  return pieces.filter(({ rect }) => rect.width > 0 && rect.height > 0);
}

/**
 * Whether a box's content is out of sight: made transparent or hidden, or visually hidden text for screen readers. A
 * picker field's sections are transparent only while its empty field shows the label over them, so they count.
 */
function isUnseen(box: HTMLElement, style: CSSStyleDeclaration): boolean {
  if (style.visibility === 'hidden' || (style.clip !== '' && style.clip !== 'auto')) return true;
  if (style.opacity === '0' && !box.classList.contains('MuiPickersSectionList-root')) return true;
  return style.display !== 'inline' && box.clientWidth <= TOLERANCE_PX;
}

/**
 * Whether a box narrower than its content shows the reader there is more: an ellipsis marks shortened text; the Data
 * Grid draws its own scrollbar; and a scrolling box inside the demo may hold what no layout could fit at this width
 * (three months side by side), though not what would fit the preview if the box were wider (a static picker in a
 * narrow cell). The preview box itself does not count: at 1280 px a demo fits it.
 */
function showsTheRest(box: HTMLElement, style: CSSStyleDeclaration, preview: HTMLElement): boolean {
  if (style.textOverflow === 'ellipsis') return true;
  if (box === preview || (style.overflowX !== 'auto' && style.overflowX !== 'scroll')) return false;
  if (style.scrollbarWidth === 'none')
    return box.parentElement?.querySelector('.MuiDataGrid-scrollbar--horizontal') != null;
  return box.scrollWidth > preview.clientWidth - parseFloat(getComputedStyle(preview).paddingLeft) * 2;
}

/**
 * Whether the box itself reaches past the visible part of a scrolling box around it that shows the rest: the Data Grid
 * draws only the columns in view, so a column group's header half scrolled out of sight is cut until it comes in.
 */
function isScrolledPast(box: HTMLElement, preview: HTMLElement): boolean {
  const { left, right } = box.getBoundingClientRect();
  for (let outer = box.parentElement; outer && outer !== preview; outer = outer.parentElement) {
    const style = getComputedStyle(outer);
    if (style.overflowX === 'visible' || !showsTheRest(outer, style, preview)) continue;
    const start = outer.getBoundingClientRect().left + outer.clientLeft;
    return left < start - TOLERANCE_PX || right > start + outer.clientWidth + TOLERANCE_PX;
  }
  return false;
}

/**
 * Every box in the demo mounted in `container` (up to `preview`, the preview box around it) that cuts off content
 * sideways, with how many pixels of content it hides at most: the innermost box that cuts each piece, boxes of the
 * same name (seven cut switches) counted as one finding.
 */
export function findClippedContent(container: HTMLElement, preview: HTMLElement): OverflowFinding[] {
  const styles = new Map<Element, CSSStyleDeclaration>();
  const styleOf = (element: Element) => {
    let style = styles.get(element);
    if (!style) styles.set(element, (style = getComputedStyle(element)));
    return style;
  };
  const cuts = new Map<HTMLElement, number>();
  for (const piece of contentPieces(container)) {
    let { left, right } = piece.rect;
    for (let box = piece.box; box; box = box.parentElement) {
      const style = styleOf(box);
      if (isUnseen(box, style)) break;
      if (style.overflowX !== 'visible') {
        const start = box.getBoundingClientRect().left + box.clientLeft;
        const end = start + box.clientWidth;
        const hidden = Math.max(right - end, start - left);
        if (hidden > TOLERANCE_PX && !showsTheRest(box, style, preview) && !isScrolledPast(box, preview)) {
          cuts.set(box, Math.max(cuts.get(box) ?? 0, hidden));
          break;
        }
        // What the reader sees of the piece from here up is what this box shows of it.
        left = Math.max(left, start);
        right = Math.min(right, end);
        if (right <= left) break;
      }
      if (box === preview) break;
    }
  }
  // A field's own text is not in the document (it is in the field's shadow tree): a field narrower than it is a cut.
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    const hidden = field.scrollWidth - field.clientWidth;
    if (hidden > TOLERANCE_PX && !isUnseen(field, styleOf(field))) cuts.set(field, hidden);
  }
  const found = new Map<string, OverflowFinding>();
  for (const [box, hidden] of cuts) {
    const name = box === preview ? 'the preview box' : describeElement(box);
    const seen = found.get(name);
    found.set(name, {
      element: name,
      hiddenPx: Math.max(seen?.hiddenPx ?? 0, Math.round(hidden)),
      count: (seen?.count ?? 0) + 1,
    });
  }
  return [...found.values()];
}
