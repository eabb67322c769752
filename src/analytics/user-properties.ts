import { parseColorSchemeSetting, readColorSchemeSetting, readSystemColorScheme } from '../theme/color-scheme';
import { safeLocalStorage } from '../config/browser-storage';

/** Inputs of the user properties (SPEC §7). */
export interface UserPropertyInputs {
  codeVariant: string;
  language: string;
  pixelRatio: number;
  /** The site's colour scheme setting: light, dark or system. */
  colorSchemeSetting: string;
  /** The operating system's preference. */
  systemColorScheme: 'light' | 'dark';
}

/** The user properties sent with analytics: code variant, language, pixel ratio, colour scheme (site and OS). */
export function buildUserProperties(inputs: UserPropertyInputs): Record<string, string> {
  return {
    codeVariant: inputs.codeVariant,
    userLanguage: inputs.language,
    devicePixelRatio: String(Math.round(inputs.pixelRatio * 10) / 10),
    colorSchemeSetting: inputs.colorSchemeSetting,
    systemColorScheme: inputs.systemColorScheme,
  };
}

/** What the caller knows (React pages: from context and MUI; static pages: from the document); the rest is read. */
export interface KnownUserProperties {
  codeVariant: string;
  language: string;
  colorSchemeSetting?: string;
  systemColorScheme?: 'light' | 'dark';
}

/**
 * The user properties for this browser: pixel ratio from the window, and the colour-scheme setting (`mui-mode`,
 * validated, default `system`) and OS scheme from storage and `matchMedia` unless the caller already knows them.
 */
export function browserUserProperties(known: KnownUserProperties, win: Window = window): Record<string, string> {
  return buildUserProperties({
    codeVariant: known.codeVariant,
    language: known.language,
    pixelRatio: win.devicePixelRatio || 1,
    colorSchemeSetting: parseColorSchemeSetting(
      known.colorSchemeSetting ?? readColorSchemeSetting(safeLocalStorage(win)),
    ),
    systemColorScheme: known.systemColorScheme ?? readSystemColorScheme(win),
  });
}
