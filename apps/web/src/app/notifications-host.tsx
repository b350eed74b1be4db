/**
 * Shows toasts (top centre, 5 s, paused on hover). The toast component is loaded with the first toast,
 * so that pages which never show one do not download it. Show toasts with `notifications.show`.
 */
import { notificationsStore } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';

const Toasts = lazy(() => import('./toasts'));

function hasToasts() {
  const { notifications, queue } = notificationsStore.getState();
  return notifications.length > 0 || queue.length > 0;
}

export function NotificationsHost() {
  const [needed, setNeeded] = useState(hasToasts);

  useEffect(() => {
    if (needed) return;
    return notificationsStore.subscribe(() => {
      if (hasToasts()) setNeeded(true);
    });
  }, [needed]);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
