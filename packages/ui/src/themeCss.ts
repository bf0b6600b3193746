import antdTheme from 'antd/es/theme';
import type { ThemeConfig } from 'antd/es/config-provider';
import { darkTheme } from './theme';

/**
 * The antd tokens the pages drawn without antd use (the public pages, the shell's chrome), as CSS
 * variables `--vn-<token>`: the same theme (theme.ts) as the signed-in pages, so a visitor moving
 * from search to the inbox sees one product. Written into theme.css by `themeCss()`; the test
 * theme-css.test.ts fails when theme.css no longer matches the theme.
 */
const COLOR_TOKENS = [
  'colorPrimary',
  'colorPrimaryHover',
  'colorLink',
  'colorText',
  'colorTextSecondary',
  'colorTextDescription',
  'colorTextLightSolid',
  'colorBgContainer',
  'colorBgLayout',
  'colorBorder',
  'colorBorderSecondary',
  'colorFillQuaternary',
  // Not the status colours: antd draws them as tints under ink, the plain pages as text on a tint,
  // which needs the darker or lighter shades those pages keep (4.5:1).
] as const;
const SIZE_TOKENS = ['borderRadius', 'borderRadiusLG', 'borderRadiusSM', 'fontSize', 'fontSizeLG', 'controlHeight', 'paddingXS', 'paddingSM', 'padding', 'paddingLG', 'marginXS', 'marginSM', 'margin', 'marginLG'] as const;

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/-l-g$/, '-lg').replace(/-s-m$/, '-sm').replace(/-x-s$/, '-xs');

function variables(config: ThemeConfig, withSizes: boolean): string[] {
  const token = antdTheme.getDesignToken(config) as unknown as Record<string, string | number>;
  const lines = COLOR_TOKENS.map((t) => `  --vn-${kebab(t)}: ${token[t]};`);
  // A primary button's text: the theme's own where it sets one (dark), else antd's.
  const onPrimary = config.components?.Button?.primaryColor ?? token.colorTextLightSolid;
  lines.push(`  --vn-color-on-primary: ${onPrimary};`);
  if (withSizes) {
    lines.push(...SIZE_TOKENS.map((t) => `  --vn-${kebab(t)}: ${token[t]}px;`));
    lines.push(`  --vn-font-family: ${token.fontFamily};`, `  --vn-line-height: ${token.lineHeight};`);
  }
  return lines;
}

/** theme.css: the light theme on :root, the dark one when the shell marks the body theme-dark. */
export function themeCss(): string {
  return [
    '/* Generated from packages/ui/src/theme.ts by themeCss() (packages/ui/src/themeCss.ts): do not edit.',
    '   Refresh: UPDATE_THEME_CSS=1 npx jest src/theme-css.test.ts (in packages/ui). */',
    ':root {',
    ...variables(darkTheme(false), true),
    '}',
    'body.theme-dark {',
    ...variables(darkTheme(true), false),
    '}',
    '',
  ].join('\n');
}
