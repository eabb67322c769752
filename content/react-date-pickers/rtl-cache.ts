import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPluginImport from 'stylis-plugin-rtl';

// Bundlers that load the package's CommonJS build (as a server render does) hand over the module with the plugin
// under `default`; the ES build hands over the plugin itself. Accept both.
const rtlPlugin = (rtlPluginImport as unknown as { default?: typeof rtlPluginImport }).default ?? rtlPluginImport;

/** An Emotion cache that mirrors every rule (margins, paddings, arrows) for right-to-left text. */
export function createRtlCache(key: string) {
  return createCache({ key, stylisPlugins: [prefixer, rtlPlugin] });
}
