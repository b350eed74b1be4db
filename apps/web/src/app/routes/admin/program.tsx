/** One program in the console (/admin/programs/12): edit it, preview who qualifies, publish or pause it. */
import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { LoadFailure } from '@/components/load-failure';
import { LoadingBlock } from '@/components/loading-block';
import { useProgram } from '@/features/console/api/get-program';
import { ConsoleIntro } from '@/features/console/components/console-intro';
import { ProgramEditor } from '@/features/console/components/program-editor';

function SavedProgram({ id }: { id: number }) {
  const program = useProgram(id);
  if (program.isPending) return <LoadingBlock label="Loading the program" rows={4} />;
  if (program.isError) {
    return <LoadFailure title="We couldn’t load the program" error={program.error} onRetry={() => program.refetch()} />;
  }
  return (
    <Stack gap="lg">
      <ConsoleIntro title={program.data.program.name}>
        Each kind of rule has its own form below. Saving keeps the program’s status; publishing shows it to buyers.
      </ConsoleIntro>
      <ProgramEditor saved={program.data} />
    </Stack>
  );
}

export default function ConsoleProgram() {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? (
    <SavedProgram id={id} />
  ) : (
    <LoadFailure title="There is no such program" error={new Error('This address does not name a program.')} />
  );
}
