import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { themeCss } from './themeCss';
import { palette } from './tokens';

const file = path.join(__dirname, 'theme.css');

test('theme.css is the antd theme’s tokens as CSS variables (refresh with UPDATE_THEME_CSS=1)', () => {
  const css = themeCss();
  if (process.env.UPDATE_THEME_CSS) writeFileSync(file, css);
  expect(readFileSync(file, 'utf8')).toBe(css);
});

test('the variables carry the theme’s values', () => {
  const css = themeCss();
  expect(css).toContain(`--vn-color-primary: ${palette.primary};`);
  expect(css).toContain('--vn-border-radius: 8px;');
  expect(css).toMatch(/--vn-font-family: "DM Sans"/);
  expect(css).toContain(`--vn-color-on-primary: ${palette.onPrimaryDark};`);
});
