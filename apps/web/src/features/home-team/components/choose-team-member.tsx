/** Chooses, or replaces, the professional in one role of the home team from those who serve it. */
import { homeTeamRoleLabels, type Professional, type ProfessionalKind } from '@hbw/contract';
import '@mantine/core/styles/Combobox.css';
import { Button, Group, NativeSelect } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useChangeHomeTeam } from '../api/change-home-team';

type ChooseTeamMemberProps = {
  role: ProfessionalKind;
  choices: readonly Professional[];
  /** Who is in the role now, left out of the choices. */
  currentId: number | null;
};

export function ChooseTeamMember({ role, choices, currentId }: ChooseTeamMemberProps) {
  const changeTeam = useChangeHomeTeam();
  const [chosen, setChosen] = useState('');
  const others = choices.filter((professional) => professional.id !== currentId);
  const roleName = homeTeamRoleLabels[role].toLowerCase();
  if (others.length === 0) return null;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const professional = others.find((candidate) => String(candidate.id) === chosen);
        if (!professional) return;
        changeTeam.mutate(
          { role, professionalId: professional.id },
          {
            onSuccess: () => {
              setChosen('');
              notifications.show({
                color: 'green',
                title: 'Your home team is updated',
                message: `${professional.name} is your ${roleName}.`,
              });
            },
            onError: (error) =>
              notifications.show({ color: 'red', title: 'Your home team did not change', message: error.message }),
          },
        );
      }}
    >
      <Group gap="xs" align="flex-end" wrap="wrap">
        <NativeSelect
          label={currentId === null ? `Choose your ${roleName}` : `Replace with another ${roleName}`}
          value={chosen}
          onChange={(event) => setChosen(event.currentTarget.value)}
          data={[
            { value: '', label: 'Choose someone', disabled: true },
            ...others.map((professional) => ({
              value: String(professional.id),
              label: `${professional.name}, ${professional.company}`,
            })),
          ]}
          miw={240}
        />
        <Button type="submit" variant="default" disabled={chosen === ''} loading={changeTeam.isPending}>
          {currentId === null ? 'Add' : 'Replace'}
        </Button>
      </Group>
    </form>
  );
}
