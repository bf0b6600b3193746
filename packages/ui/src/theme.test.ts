import { theme as antdTheme } from 'antd';
import { darkTheme, theme } from './theme';
import { dialogZIndex, overlayZIndex, minWidth } from './tokens';
import { countryHomeHref } from './components/homeHref';

test('DM Sans first, then system fonts', () => {
  expect(theme.token?.fontFamily).toMatch(/^"DM Sans", system-ui/);
});

test('darkTheme switches antd algorithm', () => {
  expect(darkTheme(true).algorithm).toBe(antdTheme.darkAlgorithm);
  expect(darkTheme(false).algorithm).toBe(antdTheme.defaultAlgorithm);
  expect(darkTheme(false).token?.colorPrimary).toBe(theme.token?.colorPrimary);
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
