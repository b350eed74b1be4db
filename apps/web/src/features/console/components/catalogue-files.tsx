/**
 * The catalogue as its files (decision 028): exported so that console staff commit the console's edits to
 * content/programs, and imported from them as a start does, the programs edited here kept.
 */
import '@mantine/core/styles/List.css';
import { catalogueFileSchema, type CatalogueFiles as Files } from '@hbw/contract';
import { Alert, Anchor, Button, FileInput, Group, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useExportCatalogue } from '../api/export-catalogue';
import { useImportCatalogue } from '../api/import-catalogue';

/** A download link of one file, written as the files are written by hand: two spaces, a newline at the end. */
function fileAddress(catalogue: unknown): string {
  return URL.createObjectURL(new Blob([`${JSON.stringify(catalogue, null, 2)}\n`], { type: 'application/json' }));
}

/** Each chosen file read and checked by the catalogue's schema here; the server checks them all again. */
async function readFiles(chosen: File[]): Promise<{ files: Files['files']; problems: string[] }> {
  const files: Files['files'] = [];
  const problems: string[] = [];
  for (const file of chosen) {
    try {
      const parsed = catalogueFileSchema.safeParse(JSON.parse(await file.text()));
      if (parsed.success) files.push({ name: file.name, catalogue: parsed.data });
      else problems.push(`${file.name}: ${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`);
    } catch {
      problems.push(`${file.name}: not valid JSON.`);
    }
  }
  return { files, problems };
}

export function CatalogueFiles() {
  const exported = useExportCatalogue();
  const imported = useImportCatalogue();
  const [chosen, setChosen] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);

  const importChosen = async () => {
    const { files, problems: found } = await readFiles(chosen);
    setProblems(found);
    if (found.length === 0 && files.length > 0) imported.mutate({ files });
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        The program files
      </Title>
      <Text size="sm" c="dimmed" maw="48rem">
        Every start imports content/programs, but never over a program edited here. Export the catalogue and commit the
        files so that they say what the console says; drafts are left out until they are published.
      </Text>
      <Group gap="sm">
        <Button variant="light" onClick={() => exported.mutate()} loading={exported.isPending}>
          Export the program files
        </Button>
      </Group>
      {exported.isError && (
        <Alert color="red" variant="light" role="alert" title="The export failed">
          {exported.error.message}
        </Alert>
      )}
      {exported.data && (
        <List size="sm" aria-label="The exported program files">
          {exported.data.files.map((file) => (
            <List.Item key={file.name}>
              <Anchor href={fileAddress(file.catalogue)} download={file.name}>
                {file.name}
              </Anchor>{' '}
              ({file.catalogue.programs.length} programs)
            </List.Item>
          ))}
        </List>
      )}
      <Group align="flex-end" gap="sm">
        <FileInput
          label="Program files to import"
          accept="application/json,.json"
          multiple
          clearable
          w="20rem"
          value={chosen}
          onChange={setChosen}
        />
        <Button variant="light" onClick={importChosen} disabled={chosen.length === 0} loading={imported.isPending}>
          Import
        </Button>
      </Group>
      {(problems.length > 0 || imported.isError) && (
        <Alert color="red" variant="light" role="alert" title="Nothing was imported">
          <List size="sm">
            {[
              ...problems,
              ...(imported.error instanceof ApiError ? Object.values(imported.error.errors).flat() : []),
            ].map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
          {imported.error && <Text size="sm">{imported.error.message}</Text>}
        </Alert>
      )}
      {imported.data && (
        <Alert color="green" variant="light" role="status" title="Imported">
          Created {imported.data.created.length}, updated {imported.data.updated.length}, unchanged{' '}
          {imported.data.unchanged}.
          {imported.data.kept.length > 0 &&
            ` Edited in the console, file change not applied: ${imported.data.kept.join(', ')}.`}
        </Alert>
      )}
    </Stack>
  );
}
