/** The window's localStorage, or nothing where the browser refuses it (private mode, sandboxed frames). */
export function safeLocalStorage(win: Window | null | undefined = typeof window === 'undefined' ? undefined : window) {
  try {
    return win?.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}
