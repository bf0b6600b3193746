import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createFontStack } from '@capsizecss/core';
import dmSans from '@capsizecss/metrics/dMSans';
import arial from '@capsizecss/metrics/arial';
import helvetica from '@capsizecss/metrics/helvetica';
import { FONT_FAMILY } from './tokens';

// The fallback faces of fonts.css take DM Sans's room (no reflow when the font arrives): their
// overrides are what Capsize computes from the three fonts' metrics, and the family lists name
// them right after DM Sans.

const css = readFileSync(path.join(__dirname, 'fonts.css'), 'utf8');
const declarations = (text: string, family: string) => {
  const face = text.split('@font-face').find((f) => f.includes(`font-family: '${family}'`) || f.includes(`font-family: "${family}"`));
  if (!face) throw new Error(`no @font-face for ${family}`);
  return Object.fromEntries([...face.matchAll(/(ascent-override|descent-override|line-gap-override|size-adjust):\s*([^;]+);/g)].map((m) => [m[1], m[2]!.trim()]));
};

test.each(['DM Sans Fallback: Arial', 'DM Sans Fallback: Helvetica'])('%s has the overrides Capsize computes', (family) => {
  const { fontFaces } = createFontStack([dmSans, arial, helvetica]);
  expect(declarations(css, family)).toEqual(declarations(fontFaces, family));
});

test('the fallbacks come right after DM Sans, in the theme and the public pages’ variables', () => {
  expect(FONT_FAMILY).toMatch(/^"DM Sans", "DM Sans Fallback: Arial", "DM Sans Fallback: Helvetica", /);
  expect(readFileSync(path.join(__dirname, 'theme.css'), 'utf8')).toContain('--vn-font-family: "DM Sans", "DM Sans Fallback: Arial", "DM Sans Fallback: Helvetica", ');
});

test('the page’s body is drawn in that stack from the first paint (the shell’s index.html), not a stack without the fallbacks', () => {
  const html = readFileSync(path.join(__dirname, '../../../shell/public/index.html'), 'utf8');
  expect(html).toMatch(/body \{[^}]*font-family: var\(--vn-font-family,/);
});
