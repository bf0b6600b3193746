import antdTheme from 'antd/es/theme';
import type { ThemeConfig } from 'antd/es/config-provider';
import { FONT_FAMILY, palette } from './tokens';

/**
 * The light theme's tints behind coloured text (a selected menu item, a status tag, an alert).
 * antd derives them from the base colours, and for our deep ones it derives greys: #0f766e gives
 * #a8b5b2, on which the teal text is 2.6:1. These keep every base colour at 4.5:1 or more on its
 * tint (WCAG 1.4.3). The dark algorithm's own tints are kept.
 */
const LIGHT_TINTS = {
  colorPrimaryBg: '#f0fdfa',
  colorPrimaryBgHover: '#ccfbf1',
  colorSuccessBg: '#f0fdf4',
  colorInfoBg: '#f0f9ff',
  colorWarningBg: '#fffbeb',
  colorErrorBg: '#fef2f2',
} as const;

/** The one theme every app wraps itself in (ConfigProvider `theme`). */
export const theme: ThemeConfig = {
  token: {
    ...LIGHT_TINTS,
    fontFamily: FONT_FAMILY,
    colorPrimary: palette.primary,
    colorInfo: palette.info,
    colorSuccess: palette.success,
    colorWarning: palette.warning,
    colorError: palette.error,
    colorLink: palette.primary,
    colorLinkHover: palette.primaryHover,
    // antd's own (45% and 25% black: 3.4:1 and 1.8:1 on white) are too faint for the text they
    // colour: secondary Typography, form hints, character counts, a select's placeholder (axe color-contrast).
    colorTextDescription: palette.muted,
    colorTextPlaceholder: palette.muted,
    borderRadius: 8,
    borderRadiusLG: 12,
    borderRadiusSM: 6,
    fontSize: 14,
    controlHeight: 36,
    wireframe: false,
  },
  components: {
    // Compact, outlined form fields (docs/spec.md §9).
    Form: { itemMarginBottom: 16, verticalLabelPadding: '0 0 4px', labelFontSize: 13 },
    Input: { paddingBlock: 5, paddingInline: 11, activeShadow: `0 0 0 2px ${palette.primary}22` },
    InputNumber: { paddingBlock: 5, activeShadow: `0 0 0 2px ${palette.primary}22` },
    Select: { optionSelectedFontWeight: 500 },
    Button: { fontWeight: 500, primaryShadow: 'none' },
    Card: { borderRadiusLG: 12 },
    Descriptions: { labelColor: palette.muted },
    Modal: { borderRadiusLG: 12 },
    Tag: { borderRadiusSM: 4 },
  },
};

/** The theme with antd's dark algorithm when `dark` (docs/spec.md §4: default light). */
export function darkTheme(dark: boolean): ThemeConfig {
  if (!dark) return { ...theme, algorithm: antdTheme.defaultAlgorithm };
  return {
    ...theme,
    algorithm: antdTheme.darkAlgorithm,
    // The deep teal is too dark on a dark surface; its lighter sibling keeps contrast.
    token: {
      ...withoutLightTints(theme.token),
      colorPrimary: palette.primaryDark,
      colorLink: palette.primaryDark,
      colorLinkHover: '#5eead4',
      colorTextDescription: palette.mutedDark,
      colorTextPlaceholder: palette.mutedDark,
    },
    components: {
      ...theme.components,
      Button: { ...theme.components?.Button, primaryColor: palette.onPrimaryDark },
      Descriptions: { labelColor: palette.mutedDark },
    },
  };
}

function withoutLightTints(token: ThemeConfig['token']): ThemeConfig['token'] {
  const rest = { ...token };
  for (const key of Object.keys(LIGHT_TINTS)) delete rest[key as keyof typeof LIGHT_TINTS];
  return rest;
}
