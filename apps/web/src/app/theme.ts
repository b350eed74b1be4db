/**
 * The look of Homebuyer Wizard: a calm green for actions and a cool grey for everything around them.
 * Shades were picked so that text keeps at least 4.5:1 contrast in both colour modes.
 */
import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

const green: MantineColorsTuple = [
  '#ecfdf3',
  '#d1fadf',
  '#a6f4c5',
  '#6ce9a6',
  '#32d583',
  '#12b76a',
  '#039855',
  '#027a48',
  '#05603a',
  '#054f31',
];

/** Cool grey, #f9fafb to #111827. */
const gray: MantineColorsTuple = [
  '#f9fafb',
  '#f3f4f6',
  '#e5e7eb',
  '#d1d5db',
  '#9ca3af',
  '#6b7280',
  '#4b5563',
  '#374151',
  '#1f2937',
  '#111827',
];

/** Mantine's dark mode reads these shades: 0 for text, 2 for dimmed text, 7 for the page (#111827). */
const dark: MantineColorsTuple = [
  '#e5e7eb',
  '#d1d5db',
  '#9ca3af',
  '#8b93a1',
  '#4b5563',
  '#374151',
  '#1f2937',
  '#111827',
  '#0d1321',
  '#030712',
];

export const theme = createTheme({
  primaryColor: 'green',
  primaryShade: { light: 7, dark: 8 },
  colors: { green, gray, dark },
  black: '#111827',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  // Plain objects rather than Component.extend(): importing Menu here would put it on every first load.
  components: {
    // A link inside a sentence must not rely on colour alone; link lists opt out with underline="hover".
    Anchor: { defaultProps: { underline: 'always' } },
    // Mantine's focus placeholder is a child that a role="menu" may not have (axe: aria-required-children);
    // closing a menu gives the focus back to its button, so that keyboard users keep their place.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false, returnFocus: true } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
});

/** Mantine's default error red is too light on white and too dark on #111827 for small text. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: { '--mantine-color-error': 'var(--mantine-color-red-4)' },
});

/** The browser's toolbar colour (meta theme-color) for each mode. */
export const themeColors = { light: '#ffffff', dark: '#111827' } as const;
