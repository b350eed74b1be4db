/**
 * Asks whether a newer build was deployed and, if so, offers a reload in a toast that stays until it
 * is used or dismissed. Loaded only when the hourly check runs.
 */
import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { getLatestBuildId } from './api/get-latest-build';
import { shouldOfferReload } from './should-offer-reload';

const reloadedAtKey = 'hbw-build-reloaded-at';
const notificationId = 'new-build';

function readReloadedAt(): number | null {
  try {
    const stored = Number(window.sessionStorage.getItem(reloadedAtKey));
    return Number.isFinite(stored) && stored > 0 ? stored : null;
  } catch {
    return null;
  }
}

function reloadForNewBuild() {
  try {
    window.sessionStorage.setItem(reloadedAtKey, String(Date.now()));
  } catch {
    // Without storage the guard is lost, not the reload.
  }
  window.location.reload();
}

export async function checkForNewBuild() {
  const latestId = await getLatestBuildId();
  if (!shouldOfferReload({ runningId: __BUILD_ID__, latestId, reloadedAt: readReloadedAt(), now: Date.now() })) return;
  notifications.show({
    id: notificationId,
    autoClose: false,
    title: 'A new version of Homebuyer Wizard is available',
    message: (
      <>
        <Text size="sm" mb="xs">
          Reload to get the latest improvements. Anything you typed on this page may be lost.
        </Text>
        <Button size="xs" onClick={reloadForNewBuild}>
          Reload
        </Button>
      </>
    ),
  });
}
