/**
 * One line on the source a program stands on (decision 042), as a program's page, a marketplace
 * chip and a wallet result say it: the administrator's own page, or which other kind of page.
 */
import { type SourceInBrief, sourceNote } from '@hbw/contract/program-sources';
import { Text } from '@mantine/core';

type SourceNoteProps = {
  program: { source: SourceInBrief | null; administrator: { short_name: string } };
};

export function SourceNote({ program }: SourceNoteProps) {
  return (
    <Text size="xs" c="dimmed" data-source-kind={program.source?.kind ?? 'none'}>
      {sourceNote(program.source, program.administrator.short_name)}
    </Text>
  );
}
