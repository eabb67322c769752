/** How long "Copied" stays after a click on the copy button, ms (SPEC §4: about 1.2 s). */
export const COPIED_AFTER_CLICK_MS = 1200;
/** How long "Copied" stays after a keyboard copy (Ctrl+C / ⌘C on a code block), ms. */
export const COPIED_AFTER_KEYBOARD_MS = 2000;
