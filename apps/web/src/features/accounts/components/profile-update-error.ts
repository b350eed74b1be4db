/** How a failed profile update shows (docs/product.md section 15): a toast with the server's words on red. */
import { notifications } from '@mantine/notifications';

export function showProfileUpdateError(error: Error): void {
  notifications.show({ color: 'red', title: 'Your profile is not saved', message: error.message });
}
