/** The calls booked with the signed-in professional (/pro/calls?when=past&page=2, when=cancelled). */
import { Container, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { CallList, proCallListOf } from '@/features/professional-portal/components/call-list';
import { pageFromSearch } from '@/lib/paging';

export default function ProfessionalCalls() {
  const [searchParams, setSearchParams] = useSearchParams();
  const when = proCallListOf(searchParams.get('when'));
  const page = pageFromSearch(searchParams.get('page'));
  return (
    <Container size="md" py={{ base: 'lg', md: 'xl' }}>
      <Stack gap="xl">
        <PageIntro eyebrow="Professionals' portal" title="Calls booked with you">
          Times are Eastern Time. Each booking and cancellation also comes to you by email, with an invitation for your
          calendar.
        </PageIntro>
        <CallList
          query={{ when, page }}
          onQueryChange={(next) =>
            setSearchParams({
              ...(next.when === 'upcoming' ? {} : { when: next.when }),
              ...(next.page > 1 ? { page: String(next.page) } : {}),
            })
          }
        />
      </Stack>
    </Container>
  );
}
