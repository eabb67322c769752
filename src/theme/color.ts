/** A colour split into its parts, as the docs theme works with it. */
export interface DecomposedColor {
  type: 'rgb' | 'rgba' | 'hsl' | 'hsla' | 'color';
  values: number[];
  colorSpace?: ColorSpace;
}

/** Colour spaces accepted inside `color()`. */
export const COLOR_SPACES = ['srgb', 'display-p3', 'a98-rgb', 'prophoto-rgb', 'rec-2020'] as const;
export type ColorSpace = (typeof COLOR_SPACES)[number];

const FUNCTION_TYPES = ['rgb', 'rgba', 'hsl', 'hsla', 'color'] as const;

function expandHex(hex: string): string {
  const digits = hex.slice(1);
  if (digits.length === 3 || digits.length === 4) {
    return [...digits].map((digit) => digit + digit).join('');
  }
  return digits;
}

/**
 * Parses `#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb()`, `rgba()`, `hsl()`, `hsla()` and `color(<space> …)`.
 * Throws on any other format or colour space, naming the value and what is accepted.
 */
export function decomposeColor(color: string): DecomposedColor {
  const value = color.trim();
  if (value.startsWith('#')) {
    const digits = expandHex(value);
    if (!/^([0-9a-f]{6}|[0-9a-f]{8})$/i.test(digits)) {
      throw new Error(`Unsupported colour "${color}": a hex colour has 3, 4, 6 or 8 hex digits.`);
    }
    const channels = digits.match(/../g)!.map((pair) => parseInt(pair, 16));
    if (channels.length === 4) {
      return { type: 'rgba', values: [...channels.slice(0, 3), Math.round((channels[3]! / 255) * 1000) / 1000] };
    }
    return { type: 'rgb', values: channels };
  }
  const open = value.indexOf('(');
  const type = value.slice(0, open) as (typeof FUNCTION_TYPES)[number];
  if (open <= 0 || !value.endsWith(')') || !FUNCTION_TYPES.includes(type)) {
    throw new Error(
      `Unsupported colour format "${color}". Use #nnn, #nnnnnn, rgb(), rgba(), hsl(), hsla() or color().`,
    );
  }
  const parts = value
    .slice(open + 1, -1)
    .split(/[\s,/]+/)
    .filter(Boolean);
  if (type === 'color') {
    const space = parts.shift() as ColorSpace | undefined;
    if (!space || !COLOR_SPACES.includes(space)) {
      throw new Error(
        `Unsupported colour space "${space ?? ''}" in "${color}". Use one of ${COLOR_SPACES.join(', ')}.`,
      );
    }
    return { type, values: parts.map(Number.parseFloat), colorSpace: space };
  }
  const values = parts.map(Number.parseFloat);
  if (values.length < 3 || values.some(Number.isNaN)) {
    throw new Error(`Unsupported colour "${color}": expected three numbers and an optional alpha.`);
  }
  return { type, values };
}

/** Relative luminance (WCAG 2) of an rgb/hex colour, 0 for black to 1 for white. */
export function getLuminance(color: string): number {
  const { type, values } = decomposeColor(color);
  const rgb = type.startsWith('hsl') ? hslToRgb(values) : values.slice(0, 3);
  const [r = 0, g = 0, b = 0] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two colours (1 to 21). */
export function getContrastRatio(a: string, b: string): number {
  const [light, dark] = [getLuminance(a), getLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The sRGB channels (0–255) of an HSL colour's hue, saturation and lightness. */
export function hslToRgb([h = 0, s = 0, l = 0]: number[]): number[] {
  const sat = s / 100;
  const lig = l / 100;
  const a = sat * Math.min(lig, 1 - lig);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (lig - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}
