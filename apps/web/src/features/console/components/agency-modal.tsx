/**
 * Adding or changing an agency (a program administrator): its names, state, website and the
 * address where buyers' expert requests about its programs are mailed.
 */
import '@mantine/core/styles/Combobox.css';
import { type ConsoleAgency, usStates } from '@hbw/contract';
import { Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useSaveAgency } from '../api/save-agency';

/** The agency to change, `'new'` to add one, or null while the modal is closed. */
export type AgencyEditing = ConsoleAgency | 'new' | null;

const blank = { slug: '', name: '', short_name: '', state: '', website: '', contact_email: '' };

type AgencyModalProps = { editing: AgencyEditing; onClose: () => void };

export function AgencyModal({ editing, onClose }: AgencyModalProps) {
  const save = useSaveAgency();
  const [fields, setFields] = useState(blank);

  useEffect(() => {
    if (editing === 'new') setFields(blank);
    else if (editing) {
      setFields({
        slug: editing.slug,
        name: editing.name,
        short_name: editing.short_name,
        state: editing.state ?? '',
        website: editing.website ?? '',
        contact_email: editing.contact_email ?? '',
      });
    }
  }, [editing]);

  const problems = save.error instanceof ApiError ? save.error.errors : {};
  const field = (name: keyof typeof blank) => ({
    value: fields[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setFields({ ...fields, [name]: event.currentTarget.value }),
    error: problems[name]?.[0],
  });

  const close = () => {
    save.reset();
    onClose();
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const { slug, ...rest } = fields;
    const change = editing === 'new' ? { id: null, fields } : { id: (editing as ConsoleAgency).id, fields: rest };
    save.mutate(change, {
      onSuccess: (saved) => {
        notifications.show({
          color: 'green',
          title: editing === 'new' ? 'Agency added' : 'Agency saved',
          message: saved.contact_email
            ? `Expert requests about ${saved.short_name}’s programs go to ${saved.contact_email}.`
            : `${saved.short_name} has no contact address: its expert requests go to the Homebuyer Wizard team.`,
        });
        close();
      },
    });
  };

  const known = new Set(['slug', 'name', 'short_name', 'state', 'website', 'contact_email']);
  const otherProblem = save.isError && !Object.keys(problems).some((name) => known.has(name));

  return (
    <Modal
      opened={editing !== null}
      onClose={close}
      title={editing === 'new' ? 'Add an agency' : 'Change this agency'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {editing !== null && (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {editing === 'new' ? (
              <TextInput
                label="Slug"
                description="Its name in the catalogue’s files: lowercase letters, digits and hyphens."
                required
                data-autofocus
                {...field('slug')}
              />
            ) : (
              <Text size="sm" c="dimmed">
                Slug: {editing.slug}
              </Text>
            )}
            <TextInput label="Name" required {...field('name')} />
            <TextInput label="Short name" required {...field('short_name')} />
            <NativeSelect
              label="State"
              data={[
                { value: '', label: 'National (every state)' },
                ...usStates.map((state) => ({ value: state.code, label: state.name })),
              ]}
              {...field('state')}
            />
            <TextInput label="Website" type="url" {...field('website')} />
            <TextInput
              label="Contact address for expert requests"
              description="Buyers’ requests for an expert about its programs are mailed here; without one, to the Homebuyer Wizard team."
              type="email"
              {...field('contact_email')}
            />
            {otherProblem && (
              <Text size="sm" c="var(--mantine-color-error)" role="alert">
                {save.error?.message}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={save.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
