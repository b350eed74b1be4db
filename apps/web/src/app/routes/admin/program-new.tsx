/** A new program (/admin/programs/new): written as its catalogue file writes it, saved as a draft. */
import { Stack } from '@mantine/core';
import { ConsoleIntro } from '@/features/console/components/console-intro';
import { ProgramEditor } from '@/features/console/components/program-editor';

export default function ConsoleNewProgram() {
  return (
    <Stack gap="lg">
      <ConsoleIntro title="New program">
        A new program is a draft: buyers do not see it until it is published. Once it is saved, preview who qualifies,
        then publish it.
      </ConsoleIntro>
      <ProgramEditor />
    </Stack>
  );
}
