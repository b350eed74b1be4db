/** The colour mode menu itself, opened as soon as it is loaded (the user asked for it). */
import { Group, type MantineColorScheme, Menu, useMantineColorScheme } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { ColourModeButton, colourModes } from './colour-mode-button';

export default function ColourModeDropdown() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  // This button replaced the one that was clicked: take the focus first, so that closing the menu
  // gives it back here, then open.
  useEffect(() => {
    button.current?.focus();
    setOpened(true);
  }, []);

  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" offset={8} width={160}>
      <Menu.Target>
        <ColourModeButton ref={button} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Colour mode</Menu.Label>
        <Menu.RadioGroup value={colorScheme} onChange={(value) => setColorScheme(value as MantineColorScheme)}>
          {colourModes.map(({ value, label, Icon }) => (
            <Menu.RadioItem key={value} value={value} closeMenuOnClick>
              <Group gap="xs" wrap="nowrap">
                <Icon size={16} stroke={1.75} aria-hidden="true" />
                {label}
              </Group>
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}
