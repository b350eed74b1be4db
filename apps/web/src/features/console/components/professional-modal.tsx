/**
 * Inviting a professional (names, email, kind, company, programs), or changing one already invited
 * (the same fields but the email, which is their sign-in). The server's refusals show under their
 * fields: an email that has an account, a program that is gone.
 */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import {
  type ConsoleProfessional,
  type ProfessionalKind,
  professionalKindLabels,
  professionalKinds,
} from '@hbw/contract';
import { Button, Group, Modal, MultiSelect, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useEffect, useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { ApiError } from '@/lib/api-client';
import { useInviteProfessional } from '../api/invite-professional';
import { useUpdateProfessional } from '../api/update-professional';
import type { Choice } from '../choices';

type ProfessionalModalProps = {
  opened: boolean;
  /** The professional to change; none to invite a new one. */
  professional: ConsoleProfessional | null;
  programs: readonly Choice[];
  onClose: () => void;
};

const blank = {
  first_name: '',
  last_name: '',
  email: '',
  kind: 'lender' as ProfessionalKind,
  company: '',
  programIds: [] as string[],
};

export function ProfessionalModal({ opened, professional, programs, onClose }: ProfessionalModalProps) {
  const invite = useInviteProfessional();
  const update = useUpdateProfessional();
  const [values, setValues] = useState(blank);

  useEffect(() => {
    if (!opened) return;
    setValues(
      professional
        ? {
            first_name: professional.first_name,
            last_name: professional.last_name,
            email: professional.email,
            kind: professional.kind,
            company: professional.company,
            programIds: professional.programs.map((program) => String(program.id)),
          }
        : blank,
    );
  }, [opened, professional]);

  const mutation = professional ? update : invite;
  const error = mutation.error;
  const problems = error instanceof ApiError ? error.errors : {};
  const problemOf = (field: string) =>
    problems[field]?.[0] ?? Object.entries(problems).find(([name]) => name.startsWith(`${field}.`))?.[1][0];
  const fieldsWithProblems = ['first_name', 'last_name', 'email', 'kind', 'company', 'program_ids'];
  const otherProblem = error && !fieldsWithProblems.some((field) => problemOf(field)) ? error.message : null;

  const close = () => {
    invite.reset();
    update.reset();
    onClose();
  };

  const set = (field: keyof typeof blank) => (value: string | string[]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const save = (event: FormEvent) => {
    event.preventDefault();
    const details = {
      first_name: values.first_name,
      last_name: values.last_name,
      kind: values.kind,
      company: values.company,
      program_ids: values.programIds.map(Number),
    };
    if (professional) {
      update.mutate(
        { id: professional.id, ...details },
        {
          onSuccess: (saved) => {
            notifications.show({ color: 'green', title: 'Professional saved', message: saved.name });
            close();
          },
        },
      );
    } else {
      invite.mutate(
        { ...details, email: values.email },
        {
          onSuccess: ({ message }) => {
            notifications.show({ color: 'green', title: 'Invitation sent', message });
            close();
          },
        },
      );
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      size="lg"
      title={professional ? `Change ${professional.name}` : 'Invite a professional'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={save} noValidate aria-label={professional ? 'Change the professional' : 'Invite a professional'}>
        <Stack gap="md">
          {otherProblem && <FormAlert title="Nothing was saved">{otherProblem}</FormAlert>}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="First name"
              required
              data-autofocus
              value={values.first_name}
              onChange={(event) => set('first_name')(event.currentTarget.value)}
              error={problemOf('first_name')}
            />
            <TextInput
              label="Last name"
              required
              value={values.last_name}
              onChange={(event) => set('last_name')(event.currentTarget.value)}
              error={problemOf('last_name')}
            />
          </SimpleGrid>
          {!professional && (
            <TextInput
              label="Email"
              description="The invitation goes here; it becomes their sign-in."
              type="email"
              required
              value={values.email}
              onChange={(event) => set('email')(event.currentTarget.value)}
              error={problemOf('email')}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label="Kind"
              data={professionalKinds.map((kind) => ({ value: kind, label: professionalKindLabels[kind] }))}
              value={values.kind}
              onChange={(event) => set('kind')(event.currentTarget.value)}
              error={problemOf('kind')}
            />
            <TextInput
              label="Company"
              value={values.company}
              onChange={(event) => set('company')(event.currentTarget.value)}
              error={problemOf('company')}
            />
          </SimpleGrid>
          <MultiSelect
            label="Programs"
            description="Buyers of these programs can book them."
            placeholder={values.programIds.length ? undefined : 'Search the programs'}
            searchable
            data={programs.map((program) => ({ value: String(program.id), label: program.label }))}
            value={values.programIds}
            onChange={set('programIds')}
            error={problemOf('program_ids')}
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {professional ? 'Save' : 'Send the invitation'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
