/**
 * The professional's own entry in the directory buyers browse: company, NMLS id (lenders), the states
 * they serve, the languages they take calls in, and a few words about themselves.
 */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { type Professional, type UsStateCode, usStates } from '@hbw/contract';
import { Button, Group, MultiSelect, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { ApiError } from '@/lib/api-client';
import { useUpdateDirectoryEntry } from '../api/update-directory-entry';

type DirectoryEntryFormProps = { entry: Professional };

export function DirectoryEntryForm({ entry }: DirectoryEntryFormProps) {
  const update = useUpdateDirectoryEntry();
  const [company, setCompany] = useState(entry.company);
  const [nmlsId, setNmlsId] = useState(entry.nmls_id ?? '');
  const [states, setStates] = useState<string[]>(entry.states_served);
  const [languages, setLanguages] = useState<string[]>(entry.languages);
  const [bio, setBio] = useState(entry.bio);

  const problems = update.error instanceof ApiError ? update.error.errors : {};
  const problemOf = (field: string) =>
    problems[field]?.[0] ?? Object.entries(problems).find(([name]) => name.startsWith(`${field}.`))?.[1][0];
  const fields = ['company', 'nmls_id', 'states_served', 'languages', 'bio'];
  const otherProblem = update.error && !fields.some((field) => problemOf(field)) ? update.error.message : null;

  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      // The states come from the list of states, so each is a state's code.
      { company, nmls_id: nmlsId || null, states_served: states as UsStateCode[], languages, bio },
      { onSuccess: () => notifications.show({ color: 'green', title: 'Directory entry saved', message: entry.name }) },
    );
  };

  return (
    <form onSubmit={save} noValidate aria-label="Your directory entry">
      <Stack gap="md">
        {otherProblem && <FormAlert title="Nothing was saved">{otherProblem}</FormAlert>}
        <TextInput
          label="Company"
          required
          value={company}
          onChange={(event) => setCompany(event.currentTarget.value)}
          error={problemOf('company')}
        />
        {entry.kind === 'lender' && (
          <TextInput
            label="NMLS id"
            value={nmlsId}
            onChange={(event) => setNmlsId(event.currentTarget.value)}
            error={problemOf('nmls_id')}
          />
        )}
        <MultiSelect
          label="States you serve"
          description="Buyers in these states see you first."
          required
          searchable
          data={usStates.map((state) => ({ value: state.code, label: state.name }))}
          value={states}
          onChange={setStates}
          error={problemOf('states_served')}
        />
        <TagsInput
          label="Languages you take calls in"
          description="Press Enter after each one."
          required
          value={languages}
          onChange={setLanguages}
          error={problemOf('languages')}
        />
        <Textarea
          label="About you"
          description="What buyers read before they book you."
          autosize
          minRows={4}
          maxLength={2000}
          value={bio}
          onChange={(event) => setBio(event.currentTarget.value)}
          error={problemOf('bio')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            Save my entry
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
