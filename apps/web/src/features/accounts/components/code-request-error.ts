/** How a failed request for a code shows (docs/product.md section 15): a yellow toast titled "Error!" with the server's words. */
import { notifications } from '@mantine/notifications';

export function showCodeRequestError(error: Error): void {
  notifications.show({ color: 'yellow', title: 'Error!', message: error.message });
}
