/** How a failed profile update shows (specification section 8): a toast with the server's words on red. */
import { notifications } from '@mantine/notifications';

export function showProfileUpdateError(error: Error): void {
  notifications.show({ color: 'red', title: 'Your profile is not saved', message: error.message });
}
