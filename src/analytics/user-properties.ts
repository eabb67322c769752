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
