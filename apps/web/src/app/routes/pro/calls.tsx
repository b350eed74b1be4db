/** The calls booked with the signed-in professional (/pro/calls?when=past&page=2, when=cancelled). */
import type { ProCallList } from '@hbw/contract';
import { Container, Stack } from '@mantine/core';
import { PageIntro } from '@/components/page-intro';
import { CallList, proCallListOf } from '@/features/professional-portal/components/call-list';
import { useAddressFilters } from '@/lib/address-filters';

const filtersOf = (searchParams: URLSearchParams) => ({ when: proCallListOf(searchParams.get('when')) });

// The upcoming calls are the list an address names by naming none.
const searchFor = ({ when }: { when: ProCallList }) => new URLSearchParams(when === 'upcoming' ? {} : { when });

export default function ProfessionalCalls() {
  const { filters, page, changeFilters, changePage } = useAddressFilters(filtersOf, searchFor);
  return (
    <Container size="md" py={{ base: 'lg', md: 'xl' }}>
      <Stack gap="xl">
        <PageIntro eyebrow="Professionals' portal" title="Calls booked with you">
          Times are Eastern Time. Each booking and cancellation also comes to you by email, with an invitation for your
          calendar.
        </PageIntro>
        <CallList query={{ ...filters, page }} onFiltersChange={changeFilters} onPageChange={changePage} />
      </Stack>
    </Container>
  );
}
