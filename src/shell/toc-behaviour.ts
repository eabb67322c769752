import { cleanupAll, elementsIn } from '../code/dom';
import { HEADER_HEIGHT } from '../theme/theme-constants';

/**
 * The table of contents' scroll spy, without React: `watchActiveHeading` reports the heading being read, the React
 * `TableOfContents` keeps it in state and static pages mark the link with {@link attachToc}.
 */

/** How far below the top of the viewport a heading counts as reached: under the sticky header, with some room. */
const REACHED_AT = HEADER_HEIGHT + 24;

/** The heading currently being read: the last one whose top has passed just below the header. */
export function activeHeadingId(ids: readonly string[], doc: Document = document): string | undefined {
  let current: string | undefined;
  for (const id of ids) {
    const element = doc.getElementById(id);
    if (element && element.getBoundingClientRect().top <= REACHED_AT) current = id;
  }
  const view = doc.defaultView;
  // At the very bottom the last sections may never reach the top: mark the last one.
  if (view && view.innerHeight + view.scrollY >= doc.documentElement.scrollHeight - 2) current = ids.at(-1);
  return current;
}

/**
 * Calls `onChange` with the id of the heading being read (undefined above the first) now and whenever it changes as
 * the reader scrolls or resizes, at most once a frame. Returns the cleanup.
 */
export function watchActiveHeading(
  ids: readonly string[],
  onChange: (id: string | undefined) => void,
  doc: Document = document,
): () => void {
  const view = doc.defaultView;
  if (ids.length === 0 || !view) return () => {};
  let frame = 0;
  let reported: string | undefined | null = null;
  const update = () => {
    frame = 0;
    const active = activeHeadingId(ids, doc);
    if (active === reported) return;
    reported = active;
    onChange(active);
  };
  const schedule = () => {
    if (!frame) frame = view.requestAnimationFrame(update);
  };
  update();
  view.addEventListener('scroll', schedule, { passive: true });
  view.addEventListener('resize', schedule);
  return () => {
    view.removeEventListener('scroll', schedule);
    view.removeEventListener('resize', schedule);
    if (frame) view.cancelAnimationFrame(frame);
    frame = 0;
  };
}

/** The heading id a TOC link points at (`#installation` → `installation`). */
function targetOf(link: HTMLAnchorElement): string | undefined {
  const href = link.getAttribute('href') ?? '';
  if (!href.startsWith('#') || href.length < 2) return undefined;
  try {
    return decodeURIComponent(href.slice(1));
  } catch {
    return href.slice(1);
  }
}

/**
 * Keeps `aria-current="location"` on the link of the section being read in every table of contents
 * (`[data-slot="toc"]`) under `root` (static pages: `attachToc(document)`); returns the cleanup.
 */
export function attachToc(root: ParentNode = document): () => void {
  return cleanupAll(
    elementsIn(root, '[data-slot="toc"]').map((toc) => {
      const links = [...toc.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
      const ids = links.map(targetOf).filter((id): id is string => id !== undefined);
      return watchActiveHeading(
        ids,
        (active) => {
          for (const link of links) {
            if (active !== undefined && targetOf(link) === active) link.setAttribute('aria-current', 'location');
            else link.removeAttribute('aria-current');
          }
        },
        toc.ownerDocument,
      );
    }),
  );
}
