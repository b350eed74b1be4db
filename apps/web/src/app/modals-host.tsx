/**
 * Mantine's modals manager, loaded when the first modal is asked for (with `modals.open…` from
 * @mantine/modals), so that pages without a modal do not download it. A request made before it
 * has loaded is replayed once it listens.
 */
import { lazy, Suspense, useEffect, useState } from 'react';

const ModalsProvider = lazy(() => import('./modals-provider'));

/** The window events that @mantine/modals' `modals.open`, `openConfirmModal` and `openContextModal` send. */
const openEvents = ['mantine-modals:openModal', 'mantine-modals:openConfirmModal', 'mantine-modals:openContextModal'];

function Replay({ requests }: { requests: readonly CustomEvent[] }) {
  // Runs after the provider's layout effect has added its listeners.
  useEffect(() => {
    for (const request of requests) window.dispatchEvent(new CustomEvent(request.type, { detail: request.detail }));
  }, [requests]);
  return null;
}

export function ModalsHost() {
  const [requests, setRequests] = useState<CustomEvent[] | null>(null);

  useEffect(() => {
    if (requests) return;
    const pending: CustomEvent[] = [];
    const remember = (event: Event) => {
      pending.push(event as CustomEvent);
      setRequests([...pending]);
    };
    for (const type of openEvents) window.addEventListener(type, remember);
    return () => {
      for (const type of openEvents) window.removeEventListener(type, remember);
    };
  }, [requests]);

  if (!requests) return null;
  return (
    <Suspense fallback={null}>
      <ModalsProvider>
        <Replay requests={requests} />
      </ModalsProvider>
    </Suspense>
  );
}
