/** A form's failure that belongs to no single field, in the server's words (which say what to do). */
import { Alert } from '@mantine/core';
import IconAlertCircle from '@tabler/icons-react/dist/esm/icons/IconAlertCircle.mjs';
import type { ReactNode } from 'react';

export function FormAlert({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert color="red" variant="light" radius="md" title={title} icon={<IconAlertCircle aria-hidden="true" />}>
      {children}
    </Alert>
  );
}
