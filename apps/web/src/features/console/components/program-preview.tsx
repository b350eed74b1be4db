/**
 * Who would qualify, before publishing: the eligibility engine run on sample households for the
 * program as stored and as the form holds it. The households start as the contract's default set for
 * the program's state; a staff member changes their income and size to try the edges of a rule.
 */
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import {
  type ConsoleProgramPreview,
  defaultSampleHouseholds,
  eligibilityStatusLabels,
  type ProgramScope,
  type ProgramVerdict,
  type SampleHousehold,
} from '@hbw/contract';
import { formatDollars } from '@hbw/contract/money-words';
import { Alert, Badge, Button, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { usePreviewProgram } from '../api/preview-program';
import { loadProgramFormSchema, type ProgramForm } from './program-form';

const statusColour: Record<ProgramVerdict['status'], string> = {
  likely: 'green',
  possible: 'blue',
  needs_review: 'yellow',
  not_eligible: 'gray',
};

function Verdict({ verdict }: { verdict: ProgramVerdict }) {
  return (
    <Stack gap={2}>
      <Badge color={statusColour[verdict.status]} variant="light">
        {eligibilityStatusLabels[verdict.status]}
      </Badge>
      {verdict.status === 'not_eligible' ? (
        <Text size="xs">{verdict.blockers[0]}</Text>
      ) : (
        <Text size="sm">{formatDollars(verdict.amount)}</Text>
      )}
    </Stack>
  );
}

export function ProgramPreview({
  form,
  programId,
  scope,
}: {
  form: ProgramForm;
  programId: number;
  scope: ProgramScope;
}) {
  const preview = usePreviewProgram();
  const [households, setHouseholds] = useState<SampleHousehold[]>(() => defaultSampleHouseholds(scope));
  useEffect(() => setHouseholds(defaultSampleHouseholds(scope)), [scope]);
  const [result, setResult] = useState<ConsoleProgramPreview | undefined>();

  const change = (index: number, answers: Partial<SampleHousehold['answers']>) => {
    // The verdicts shown were for the households as they were.
    setResult(undefined);
    setHouseholds((current) =>
      current.map((household, at) =>
        at === index ? { ...household, answers: { ...household.answers, ...answers } } : household,
      ),
    );
  };

  const run = async () => {
    if ((await form.validate()).hasErrors) return;
    const programFormSchema = await loadProgramFormSchema();
    const { scope: place, program } = programFormSchema.parse(form.getValues());
    preview.mutate({ id: programId, scope: place, program, households }, { onSuccess: setResult });
  };

  const verdictOf = (index: number) => result?.households[index];

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Who qualifies
      </Title>
      <Text size="sm" c="dimmed">
        The program as saved and with your changes, for each household; nothing is saved by a preview.
      </Text>
      {preview.isError && (
        <Alert color="red" variant="light" role="alert" title="The preview did not run">
          {preview.error.message}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label="Who qualifies, before and after the change">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Household</Table.Th>
              <Table.Th scope="col">People</Table.Th>
              <Table.Th scope="col">Yearly income</Table.Th>
              <Table.Th scope="col">As saved</Table.Th>
              <Table.Th scope="col">With the change</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {households.map((household, index) => {
              const verdict = verdictOf(index);
              return (
                <Table.Tr key={household.label}>
                  <Table.Th scope="row" fw="normal">
                    {household.label}
                  </Table.Th>
                  <Table.Td>
                    <TextInput
                      aria-label={`People in the household: ${household.label}`}
                      inputMode="numeric"
                      w="4rem"
                      value={String(household.answers.household_size)}
                      onChange={(event) => {
                        const size = Number(event.currentTarget.value);
                        if (Number.isInteger(size) && size >= 1 && size <= 8) change(index, { household_size: size });
                      }}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`Yearly income: ${household.label}`}
                      inputMode="numeric"
                      w="8rem"
                      value={String(household.answers.household_income)}
                      onChange={(event) => {
                        const income = Number(event.currentTarget.value.replace(/[\s$,]/g, ''));
                        if (Number.isInteger(income) && income >= 0) change(index, { household_income: income });
                      }}
                    />
                  </Table.Td>
                  <Table.Td>{verdict ? <Verdict verdict={verdict.before} /> : '—'}</Table.Td>
                  <Table.Td>{verdict ? <Verdict verdict={verdict.after} /> : '—'}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <div>
        <Button variant="light" onClick={() => void run()} loading={preview.isPending}>
          Preview who qualifies
        </Button>
      </div>
    </Stack>
  );
}
