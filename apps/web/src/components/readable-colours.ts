/**
 * Colours for text that Mantine's palette makes too light to read: its orange on white is about
 * 3:1 against the 4.5:1 that text needs (axe: colour contrast), its red little more. In light mode
 * a darker shade; in dark mode a light one.
 */
export const orangeText =
  'light-dark(color-mix(in srgb, var(--mantine-color-orange-9), black 25%), var(--mantine-color-orange-3))';

/** Error text: Mantine's red on white is under 4.5:1 as well. */
export const redText = 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-3))';
