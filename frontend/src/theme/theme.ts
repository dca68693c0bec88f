import { createTheme } from '@mui/material/styles';

/**
 * A calm natural palette: sage green, warm clay and linen. Every text/background pair used here meets WCAG AA
 * (checked in theme.test.ts): body text on linen and on white, white on the primary and secondary buttons.
 */
export const palette = {
  sage: '#3E5B47',
  sageDark: '#2C4334',
  sageLight: '#DCE5DA',
  clay: '#8B4E2E',
  linen: '#F6F2EA',
  sand: '#EDE5D6',
  ink: '#25281F',
  inkMuted: '#545849',
  white: '#FFFFFF',
  error: '#A4281F',
  // Status colours (order chips, notices): MUI's defaults are too light on linen, these keep 4.5:1.
  warning: '#8A4A00',
  info: '#1F5A85',
  success: '#2F6A3C',
} as const;

/**
 * The one keyboard focus ring (WCAG 2.4.7, 2.4.11): a clay outline with a white halo in its offset, visible on linen,
 * white, sage buttons and over the hero pictures alike.
 */
export const focusRing = {
  outline: `3px solid ${palette.clay}`,
  outlineOffset: 2,
  boxShadow: `0 0 0 2px ${palette.white}`,
} as const;

const displayFont = '"Fraunces", Georgia, "Times New Roman", serif';
const textFont = '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

export const theme = createTheme({
  palette: {
    primary: { main: palette.sage, dark: palette.sageDark, light: palette.sageLight, contrastText: palette.white },
    secondary: { main: palette.clay, contrastText: palette.white },
    error: { main: palette.error },
    warning: { main: palette.warning, contrastText: palette.white },
    info: { main: palette.info, contrastText: palette.white },
    success: { main: palette.success, contrastText: palette.white },
    background: { default: palette.linen, paper: palette.white },
    text: { primary: palette.ink, secondary: palette.inkMuted },
    divider: 'rgba(37, 40, 31, 0.12)',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: textFont,
    // Inter ships in two weights, 400 for text and 600 for emphasis (main.tsx): a third font file would load before the
    // first paint. MUI's "medium" components (tabs, table heads) take the emphasis weight.
    fontWeightMedium: 600,
    h1: {
      fontFamily: displayFont,
      fontWeight: 600,
      fontSize: 'clamp(2.25rem, 5vw, 3.75rem)',
      lineHeight: 1.08,
      letterSpacing: '-0.01em',
    },
    h2: { fontFamily: displayFont, fontWeight: 600, fontSize: 'clamp(1.85rem, 3.5vw, 2.6rem)', lineHeight: 1.15 },
    h3: { fontFamily: displayFont, fontWeight: 600, fontSize: '1.5rem', lineHeight: 1.25 },
    h4: { fontFamily: displayFont, fontWeight: 600, fontSize: '1.25rem', lineHeight: 1.3 },
    h5: { fontFamily: textFont, fontWeight: 600, fontSize: '1.05rem' },
    h6: { fontFamily: textFont, fontWeight: 600, fontSize: '1rem' },
    overline: { fontWeight: 600, letterSpacing: '0.14em', lineHeight: 1.6 },
    button: { fontWeight: 600, textTransform: 'none', letterSpacing: '0.01em' },
    body1: { lineHeight: 1.65 },
    body2: { lineHeight: 1.6 },
  },
  components: {
    // One focus style: the ring, not MUI's pulsating focus ripple, which made filled buttons look half-disabled.
    MuiButton: {
      defaultProps: { disableElevation: true, disableFocusRipple: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 22, minHeight: 44 } },
    },
    MuiIconButton: {
      defaultProps: { disableFocusRipple: true },
      styleOverrides: { root: { minWidth: 40, minHeight: 40 } },
    },
    MuiToggleButton: { defaultProps: { disableFocusRipple: true } },
    // Text fields wear the same ring around the whole field (not on the bare input inside it), over their border.
    MuiInputBase: {
      styleOverrides: {
        root: { '&:has(:focus-visible)': { ...focusRing, borderRadius: 10 } },
        input: { '&:focus-visible': { outline: 'none', boxShadow: 'none' } },
      },
    },
    // ButtonBase resets `outline` on its own class, which beat the global ring: every button gets the same ring here.
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { border: '1px solid rgba(37, 40, 31, 0.1)' } },
    },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiCssBaseline: {
      styleOverrides: {
        // A visible keyboard focus ring everywhere (WCAG 2.4.7), not only on MUI's own focus-visible elements.
        ':focus-visible': focusRing,
        // Focus never hides under the sticky header (WCAG 2.4.11): the browser scrolls a focused control below it.
        // 64/72 px header + 1 px border + room for the ring.
        html: { scrollPaddingTop: 80, '@media (min-width: 900px)': { scrollPaddingTop: 88 } },
        img: { maxWidth: '100%' },
        // No single word left alone on a heading's or a footer link's last line.
        'h1, h2, h3, h4, h5, h6, footer a': { textWrap: 'balance' },
      },
    },
  },
});
