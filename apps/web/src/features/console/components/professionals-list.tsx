/**
 * Professionals, searched by name, email or company: their programs, whether a calendar is
 * connected, and whether buyers are offered them. From here a staff member invites one, changes one, and
 * deactivates or reactivates one.
 */
import '@mantine/core/styles/Combobox.css';
import { type ConsoleProfessional, professionalActivityStates, professionalKindLabels } from '@hbw/contract';
import { Badge, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { type ProfessionalsQuery, useConsoleProfessionals } from '../api/get-professionals';
import { useUpdateProfessional } from '../api/update-professional';
import type { Choice } from '../choices';
import { ConsoleSearch } from './console-search';
import { type Column, ConsoleTable } from './console-table';
import { DeactivateProfessionalModal } from './deactivate-professional-modal';
import { ProfessionalModal } from './professional-modal';

/** Programs named in a row; a professional of many programs shows how many more. */
const PROGRAMS_NAMED = 3;

const stateLabels = { active: 'Offered to buyers', deactivated: 'Deactivated' } as const;

/** Which calendars are connected, in words. */
function calendarsOf(professional: ConsoleProfessional): string {
  const connected = [
    professional.calendars.google ? 'Google' : null,
    professional.calendars.microsoft ? 'Microsoft' : null,
  ].filter((name) => name !== null);
  return connected.length ? connected.join(' and ') : 'Not connected';
}

type ProfessionalsListProps = {
  /** The filters and the page shown. */
  query: ProfessionalsQuery;
  onFiltersChange: (change: Partial<Omit<ProfessionalsQuery, 'page'>>) => void;
  onPageChange: (page: number) => void;
  /** The whole catalogue, to link professionals to programs. */
  programs: readonly Choice[];
};

export function ProfessionalsList({ query, onFiltersChange, onPageChange, programs }: ProfessionalsListProps) {
  const professionals = useConsoleProfessionals(query);
  const update = useUpdateProfessional();
  const [editing, setEditing] = useState<ConsoleProfessional | null>(null);
  const [inviting, setInviting] = useState(false);
  const [deactivating, setDeactivating] = useState<ConsoleProfessional | null>(null);

  const reactivate = (professional: ConsoleProfessional) =>
    update.mutate(
      { id: professional.id, active: true },
      {
        onSuccess: (saved) =>
          notifications.show({ color: 'green', title: 'Professional reactivated', message: saved.name }),
        onError: (error) =>
          notifications.show({ color: 'red', title: 'We couldn’t reactivate them', message: error.message }),
      },
    );

  const columns: Column<ConsoleProfessional>[] = [
    {
      header: 'Professional',
      cell: (professional) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {professional.name}
          </Text>
          <Text size="xs" c="dimmed">
            {professional.email}
          </Text>
        </Stack>
      ),
    },
    {
      header: 'Kind',
      cell: (professional) =>
        professional.company
          ? `${professionalKindLabels[professional.kind]}, ${professional.company}`
          : professionalKindLabels[professional.kind],
    },
    {
      header: 'Programs',
      cell: ({ programs }) => {
        if (programs.length === 0) return 'None yet';
        const named = programs.slice(0, PROGRAMS_NAMED).map((program) => program.name);
        const more = programs.length - named.length;
        return more > 0 ? `${named.join('; ')} and ${more} more` : named.join('; ');
      },
    },
    { header: 'Calendar', cell: calendarsOf },
    {
      header: 'Status',
      cell: (professional) => (
        <Group gap={4}>
          {professional.active ? (
            <Badge color="green" variant="light">
              Active
            </Badge>
          ) : (
            <Badge color="gray" variant="light">
              Deactivated
            </Badge>
          )}
          {professional.invitation_pending && (
            <Badge color="yellow" variant="light">
              Invited
            </Badge>
          )}
        </Group>
      ),
    },
    { header: 'Calls to come', cell: (professional) => professional.future_calls },
    {
      header: 'Actions',
      cell: (professional) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            aria-label={`Change ${professional.name}`}
            onClick={() => setEditing(professional)}
          >
            Change
          </Button>
          {professional.active ? (
            <Button
              size="xs"
              variant="light"
              color="red"
              aria-label={`Deactivate ${professional.name}`}
              onClick={() => setDeactivating(professional)}
            >
              Deactivate
            </Button>
          ) : (
            <Button
              size="xs"
              variant="light"
              aria-label={`Reactivate ${professional.name}`}
              onClick={() => reactivate(professional)}
            >
              Reactivate
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md" justify="space-between">
        <Group align="flex-end" gap="md">
          <ConsoleSearch
            name="Search the professionals"
            label="Name, email or company contains"
            words={query.q}
            onSearch={(q) => onFiltersChange({ q })}
          />
          <NativeSelect
            label="Status"
            data={[
              { value: '', label: 'Everyone' },
              ...professionalActivityStates.map((value) => ({ value, label: stateLabels[value] })),
            ]}
            value={query.state ?? ''}
            onChange={(event) =>
              onFiltersChange({ state: (event.currentTarget.value || undefined) as ProfessionalsQuery['state'] })
            }
          />
        </Group>
        <Button onClick={() => setInviting(true)}>Invite a professional</Button>
      </Group>
      <ConsoleTable
        noun="professionals"
        query={professionals}
        columns={columns}
        rowKey={(professional) => professional.id}
        empty="No professional matches."
        onPageChange={onPageChange}
      />
      <ProfessionalModal
        opened={inviting || editing !== null}
        professional={editing}
        programs={programs}
        onClose={() => {
          setInviting(false);
          setEditing(null);
        }}
      />
      <DeactivateProfessionalModal professional={deactivating} onClose={() => setDeactivating(null)} />
    </Stack>
  );
}
