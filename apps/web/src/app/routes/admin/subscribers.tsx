/** The newsletter's subscribers (/admin/subscribers?q=gmail&state=unsubscribed). */
import { subscriberStates } from '@hbw/contract';
import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ConsoleIntro } from '@/features/admin/components/console-intro';
import { SubscribersList } from '@/features/admin/components/subscribers-list';
import { filtersToSearch, oneOf, pageParam, textParam } from './search-params';

export default function AdminSubscribers() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = {
    q: textParam(searchParams, 'q'),
    state: oneOf(searchParams, 'state', subscriberStates),
    page: pageParam(searchParams),
  };
  return (
    <Stack gap="lg">
      <ConsoleIntro title="Newsletter subscribers">
        Everyone who subscribed from the site’s footer, the latest first, with those who have since unsubscribed.
      </ConsoleIntro>
      <SubscribersList query={query} onQueryChange={(next) => setSearchParams(filtersToSearch(next))} />
    </Stack>
  );
}
