/**
 * Code-highlighting themes. The stock GitHub and Dracula themes colour some
 * tokens (comments, operators, URLs) below WCAG AA's 4.5:1 against their own
 * background, which axe reports on every page with a code block. These themes
 * keep each token's hue and shift only its lightness, just far enough.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

/** AA for normal text, with a margin for the highlighted-line tint drawn over the background. */
export const CODE_CONTRAST = 5;

type Rgb = [number, number, number];

export function parseColor(color: string): Rgb {
  const value = color.trim();
  const rgb = value.match(/^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/i);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  const hex = value.match(/^#([\da-f]{3}|[\da-f]{6})$/i);
  if (!hex) throw new Error(`Unsupported colour in a code theme: ${color}`);
  const digits = hex[1]!.length === 3 ? [...hex[1]!].map((digit) => digit + digit).join('') : hex[1]!;
  return [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16)) as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** Mixes `color` towards black (on light backgrounds) or white until it reaches `target` against `background`. */
export function readableOn(color: string, background: string, target = CODE_CONTRAST): string {
  const fg = parseColor(color);
  const bg = parseColor(background);
  if (contrast(fg, bg) >= target) return color;
  const towards = luminance(bg) > 0.5 ? 0 : 255;
  for (let step = 1; step <= 100; step++) {
    const mixed = fg.map((c) => c + ((towards - c) * step) / 100) as Rgb;
    if (contrast(mixed, bg) >= target) return toHex(mixed);
  }
  return toHex([towards, towards, towards]);
}

/** The theme with every token colour readable on its background; opacity, which lowers contrast, is dropped. */
export function accessibleTheme(theme: PrismTheme, target = CODE_CONTRAST): PrismTheme {
  const background = theme.plain.backgroundColor!;
  const fix = (style: PrismTheme['plain']) => {
    const {opacity: _opacity, ...rest} = style;
    return rest.color ? {...rest, color: readableOn(rest.color, background, target)} : rest;
  };
  return {
    plain: fix(theme.plain),
    styles: theme.styles.map((entry) => ({...entry, style: fix(entry.style)})),
  };
}

export const prism = {
  theme: accessibleTheme(themes.github),
  darkTheme: accessibleTheme(themes.dracula),
  // json, python and yaml ship with prism-react-renderer; listing them again bundles them twice on every page.
  additionalLanguages: ['bash', 'powershell', 'http'],
};
