/** The toast stack: top centre, closing after 5 seconds, paused while hovered (Mantine's default). */
import { Notifications } from '@mantine/notifications';

export default function Toasts() {
  return <Notifications position="top-center" autoClose={5000} />;
}
