/** The signed-in account's menu in the header, labelled with their name (docs/product.md section 9), with their role's links. */
import type { Profile } from '@hbw/contract';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import IconChevronDown from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs';
import { Link } from 'react-router';
import { roleShells } from '@/config/role-shells';
import { displayName } from '@/features/session/display-name';
import { imageSources } from '@/lib/image';
import classes from './account-menu.module.css';

const avatarSize = 32;

export function AccountMenu({ profile }: { profile: Profile }) {
  const name = displayName(profile);
  const { photo } = profile.user_information;
  const photoSources = photo ? imageSources(photo, avatarSize) : null;
  return (
    <Menu trigger="click-hover" openDelay={0} closeDelay={150} offset={8} position="bottom-end">
      <Menu.Target>
        <UnstyledButton className={classes.trigger}>
          <Group gap="xs" wrap="nowrap">
            <Avatar
              name={name}
              color="green"
              size={avatarSize}
              src={photoSources?.src}
              imageProps={photoSources ? { srcSet: photoSources.srcSet } : undefined}
              alt=""
              aria-hidden="true"
            />
            <Text span fw={600} size="sm" truncate maw="12rem">
              {name}
            </Text>
            <IconChevronDown size={16} stroke={1.75} aria-hidden="true" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown maw="16rem">
        {roleShells[profile.role].accountLinks.map((link) => (
          <Menu.Item key={link.to} component={Link} to={link.to}>
            {link.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
