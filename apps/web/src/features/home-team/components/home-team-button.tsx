/** Adds a professional to the buyer's home team in their role, or takes them off it. */
import { homeTeamRoleLabels, type ProfessionalKind } from '@hbw/contract';
import { Button, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useChangeHomeTeam } from '../api/change-home-team';

type HomeTeamButtonProps = ButtonProps & {
  role: ProfessionalKind;
  professional: { id: number; name: string };
  /** "add" puts them in the role (replacing whoever was there); "remove" leaves the role empty. */
  change: 'add' | 'remove';
};

export function HomeTeamButton({ role, professional, change, ...buttonProps }: HomeTeamButtonProps) {
  const changeTeam = useChangeHomeTeam();
  const roleName = homeTeamRoleLabels[role].toLowerCase();
  return (
    <Button
      {...buttonProps}
      loading={changeTeam.isPending}
      onClick={() =>
        changeTeam.mutate(
          { role, professionalId: change === 'add' ? professional.id : null },
          {
            onSuccess: () =>
              notifications.show({
                color: 'green',
                title: change === 'add' ? 'Added to your home team' : 'Removed from your home team',
                message:
                  change === 'add'
                    ? `${professional.name} is your ${roleName}.`
                    : `You have no ${roleName} on your team now.`,
              }),
            onError: (error) =>
              notifications.show({ color: 'red', title: 'Your home team did not change', message: error.message }),
          },
        )
      }
    >
      {change === 'add' ? 'Add to my home team' : 'Remove from my team'}
    </Button>
  );
}
