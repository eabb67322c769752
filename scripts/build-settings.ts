/** The build-time settings baked into out/: every XDOCS_PUBLIC_* variable, sorted, as one JSON string. */
export function buildSettings(env: NodeJS.ProcessEnv = process.env): string {
  const entries = Object.entries(env)
    .filter(([name, value]) => name.startsWith('XDOCS_PUBLIC_') && value)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(Object.fromEntries(entries));
}
