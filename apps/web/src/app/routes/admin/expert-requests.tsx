/** The console's home: buyers' requests for an expert (/admin?status=new&page=2). */
import { expertRequestStatuses } from '@hbw/contract';
import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ConsoleIntro } from '@/features/admin/components/console-intro';
import { ExpertRequestsInbox } from '@/features/admin/components/expert-requests-inbox';
import { usePrograms } from '@/features/programs/api/get-programs';
import { filtersToSearch, idParam, oneOf, pageParam } from './search-params';

export default function AdminExpertRequests() {
  const [searchParams, setSearchParams] = useSearchParams();
  const programs = usePrograms({ per_page: 500 }).data?.data ?? [];
  const query = {
    status: oneOf(searchParams, 'status', expertRequestStatuses),
    program_id: idParam(searchParams, 'program_id'),
    page: pageParam(searchParams),
  };
  return (
    <Stack gap="lg">
      <ConsoleIntro title="Expert requests">
        Buyers who found no time that suits them ask for an expert on a program. The program’s administrator got the
        request by email; follow it up here and note what was done.
      </ConsoleIntro>
      <ExpertRequestsInbox
        query={query}
        onQueryChange={(next) => setSearchParams(filtersToSearch(next))}
        programs={programs.map((program) => ({ id: program.id, label: program.name }))}
      />
    </Stack>
  );
}
