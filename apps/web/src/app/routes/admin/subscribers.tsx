/** The newsletter's subscribers (/admin/subscribers?q=gmail&state=unsubscribed). */
import { subscriberStates } from '@hbw/contract';
import { Stack } from '@mantine/core';
import { ConsoleIntro } from '@/features/console/components/console-intro';
import { SubscribersList } from '@/features/console/components/subscribers-list';
import { useAddressFilters } from '@/lib/address-filters';
import { oneOf, searchFor, textParam } from './search-params';

const filtersOf = (searchParams: URLSearchParams) => ({
  q: textParam(searchParams, 'q'),
  state: oneOf(searchParams, 'state', subscriberStates),
});

export default function ConsoleSubscribers() {
  const { filters, page, changeFilters, changePage } = useAddressFilters(filtersOf, searchFor);
  return (
    <Stack gap="lg">
      <ConsoleIntro title="Newsletter subscribers">
        Everyone who subscribed from the site’s footer, the latest first, with those who have since unsubscribed.
      </ConsoleIntro>
      <SubscribersList query={{ ...filters, page }} onFiltersChange={changeFilters} onPageChange={changePage} />
    </Stack>
  );
}
