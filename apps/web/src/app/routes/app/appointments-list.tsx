/** The buyer's calls (/app/appointments-list?page=<n>), ten a page, the page kept in the address. */
import { Container, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { AppointmentList } from '@/features/booking/components/appointment-list';
import { pageFromSearch } from '@/lib/paging';

export default function AppointmentsList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromSearch(searchParams.get('page'));
  return (
    <Container size="md" py={{ base: 'lg', md: 'xl' }}>
      <Stack gap="xl">
        <PageIntro title="Your calls">Calls with lenders and housing experts, the latest first.</PageIntro>
        <AppointmentList
          page={page}
          onPageChange={(next) => {
            setSearchParams(next === 1 ? {} : { page: String(next) });
            window.scrollTo({ top: 0 });
          }}
        />
      </Stack>
    </Container>
  );
}
