import antdTheme from 'antd/es/theme';
import { darkTheme, theme } from './theme';
import { dialogZIndex, overlayZIndex, minWidth, palette } from './tokens';
import { countryHomeHref } from './components/homeHref';

test('DM Sans first, its fitted fallbacks, then system fonts', () => {
  expect(theme.token?.fontFamily).toMatch(/^"DM Sans", "DM Sans Fallback: Arial", "DM Sans Fallback: Helvetica", system-ui/);
});

test('darkTheme switches antd algorithm', () => {
  expect(darkTheme(true).algorithm).toBe(antdTheme.darkAlgorithm);
  expect(darkTheme(false).algorithm).toBe(antdTheme.defaultAlgorithm);
  expect(darkTheme(false).token?.colorPrimary).toBe(theme.token?.colorPrimary);
});

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

test('secondary text, placeholders and text on primary buttons reach 4.5:1 (WCAG 1.4.3), light and dark', () => {
  for (const bg of ['#ffffff', '#f5f5f5']) {
    expect(contrast(theme.token!.colorTextDescription!, bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.token!.colorTextPlaceholder!, bg)).toBeGreaterThanOrEqual(4.5);
  }
  const dark = darkTheme(true);
  // antd's dark container (#141414) and the shell's dark page (#141720).
  for (const bg of ['#141414', '#141720']) {
    expect(contrast(dark.token!.colorTextDescription!, bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(dark.token!.colorTextPlaceholder!, bg)).toBeGreaterThanOrEqual(4.5);
  }
  // The dark algorithm's primary fill from primaryDark is #149f90.
  expect(dark.components?.Button?.primaryColor).toBe(palette.onPrimaryDark);
  expect(contrast(palette.onPrimaryDark, '#149f90')).toBeGreaterThanOrEqual(4.5);
});

test('dialog z-index: 2400 + 10 per nesting level (docs/spec.md §9)', () => {
  expect(dialogZIndex()).toBe(2400);
  expect(dialogZIndex(2)).toBe(2420);
  expect(overlayZIndex(1)).toBe(2010);
  expect(minWidth('sm')).toBe('(min-width: 960px)');
});

test('countryHomeHref', () => {
  expect(countryHomeHref('/GB/venues/1')).toBe('/gb');
  expect(countryHomeHref('/forgot-password')).toBe('/');
  expect(countryHomeHref('/')).toBe('/');
});
