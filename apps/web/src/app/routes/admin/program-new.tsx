/** A new program (/admin/programs/new): written as its catalogue file writes it, saved as a draft. */
import { Stack } from '@mantine/core';
import { ConsoleIntro } from '@/features/admin/components/console-intro';
import { ProgramEditor } from '@/features/admin/components/program-editor';

export default function AdminNewProgram() {
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
