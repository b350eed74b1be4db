/** The star on a chip: pressed when the chip is one of the buyer's favourites. */
import '@mantine/core/styles/Tooltip.css';
import { ActionIcon, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconStar from '@tabler/icons-react/dist/esm/icons/IconStar.mjs';
import IconStarFilled from '@tabler/icons-react/dist/esm/icons/IconStarFilled.mjs';
import { useSetFavorite } from '../api/set-favorite';

type FavoriteStarProps = { programId: number; programName: string; starred: boolean };

export function FavoriteStar({ programId, programName, starred }: FavoriteStarProps) {
  const setFavorite = useSetFavorite();
  // Shows the buyer's choice at once; the server's answer confirms it or puts it back.
  const shown = setFavorite.isPending ? setFavorite.variables.favorite : starred;
  const hint = shown ? 'Remove from your favorite chips' : 'Add to your favorite chips';
  return (
    <Tooltip label={hint}>
      <ActionIcon
        variant={shown ? 'light' : 'subtle'}
        color="yellow"
        size="lg"
        aria-label={`Favorite ${programName}`}
        aria-pressed={shown}
        onClick={() =>
          setFavorite.mutate(
            { programId, favorite: !shown },
            {
              onError: (error) =>
                notifications.show({
                  color: 'red',
                  title: 'Your favorite chips did not change',
                  message: error.message,
                }),
            },
          )
        }
      >
        {shown ? <IconStarFilled size={20} aria-hidden="true" /> : <IconStar size={20} aria-hidden="true" />}
      </ActionIcon>
    </Tooltip>
  );
}
