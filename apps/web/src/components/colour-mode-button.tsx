/** The three colour modes, and the button that shows the one in use. */
import { ActionIcon, type ActionIconProps, useMantineColorScheme } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import IconDeviceDesktop from '@tabler/icons-react/dist/esm/icons/IconDeviceDesktop.mjs';
import IconMoon from '@tabler/icons-react/dist/esm/icons/IconMoon.mjs';
import IconSun from '@tabler/icons-react/dist/esm/icons/IconSun.mjs';
import type { ComponentPropsWithRef } from 'react';

export const colourModes = [
  { value: 'auto', label: 'System', Icon: IconDeviceDesktop },
  { value: 'light', label: 'Light', Icon: IconSun },
  { value: 'dark', label: 'Dark', Icon: IconMoon },
] as const;

export function ColourModeButton(props: ActionIconProps & Omit<ComponentPropsWithRef<'button'>, 'color' | 'style'>) {
  const { colorScheme } = useMantineColorScheme();
  // The mode is kept in the browser: a page rendered on the server, and the browser's first render
  // that hydrates it, show the system's until then (a button of the same size, so nothing moves).
  const mounted = useMounted();
  const current = (mounted && colourModes.find((mode) => mode.value === colorScheme)) || colourModes[0];
  return (
    <ActionIcon variant="default" size="lg" aria-label="Colour mode" title={`Colour mode: ${current.label}`} {...props}>
      <current.Icon size={18} stroke={1.75} aria-hidden="true" />
    </ActionIcon>
  );
}
