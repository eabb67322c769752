/** Formatting helpers shared by the bench sections. */
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
export const seconds = (value: number): string => `${value.toFixed(1)} s`;
export const ms = (value: number): string => `${value.toFixed(1)} ms`;
