/**
 * The box a demo is shown in on the site at a desktop width (1280 px): the preview of src/demos/demo.tsx in the content
 * column of src/shell/page-columns.tsx, beside the navigation and the table of contents. The sweep mounts each demo in
 * a box of this size, so what it finds cut off is what a reader at 1280 px sees cut off. e2e/demo-containment.spec.ts
 * checks these figures against the built site.
 */
export const PREVIEW_BOX_AT_1280 = {
  /** Outer width, borders included, px. */
  width: 636,
  /** Padding on each side, px. */
  padding: 24,
  /** Border on each side, px. */
  border: 1,
} as const;

/** Styles `stage` as the site's preview box at 1280 px: that width, padding and border, scrolling what is wider. */
export function styleAsPreviewBox(stage: HTMLElement): void {
  const { width, padding, border } = PREVIEW_BOX_AT_1280;
  Object.assign(stage.style, {
    boxSizing: 'border-box',
    width: `${width}px`,
    padding: `${padding}px`,
    border: `${border}px solid transparent`,
    overflow: 'auto',
    position: 'relative',
  });
}
