/**
 * A program's screen in the console: its facts and each kind of rule in its own small form, checked
 * by the catalogue's schema as the server checks it, the server's refusals shown on their fields;
 * then, once saved, who would qualify, and publishing or pausing it (decision 028).
 */
import '@mantine/core/styles/Badge.css';
import { type ConsoleProgram, type ProgramOrigin, type ProgramStatus, programStatusLabels } from '@hbw/contract';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { consoleProgramPath } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useValidationRhythm, validateOnDemand } from '@/lib/form';
import { useCreateProgram } from '../api/create-program';
import { useUpdateProgram } from '../api/update-program';
import { BenefitFormulaForm } from './benefit-formula-form';
import { CombinationRulesForm } from './combination-rules-form';
import { EligibilityRulesForm } from './eligibility-rules-form';
import { FirstMortgageForm } from './first-mortgage-form';
import { ProgramFactsForm } from './program-facts-form';
import { blankProgram, loadProgramFormSchema, type ProgramFormValues } from './program-form';
import { ProgramPreview } from './program-preview';

const originNotes: Record<ProgramOrigin, string> = {
  file: 'As its catalogue file has it.',
  edited:
    'Edited here since its catalogue file was imported: the start-up import leaves it alone. Export the catalogue and commit it so that the file says the same.',
  console: 'Made here, in no catalogue file yet: export the catalogue and commit it.',
};

const statusColour: Record<ProgramStatus, string> = { draft: 'gray', published: 'green', paused: 'yellow' };
const validate = validateOnDemand<ProgramFormValues>(loadProgramFormSchema);

export function ProgramEditor({ saved }: { saved?: ConsoleProgram }) {
  const navigate = useNavigate();
  const create = useCreateProgram();
  const update = useUpdateProgram();
  const validation = useValidationRhythm<ProgramFormValues>();
  const form = useForm<ProgramFormValues>({
    mode: 'controlled',
    initialValues: saved ? { scope: saved.scope, program: saved.program } : blankProgram(),
    validate,
    enhanceGetInputProps: validation.enhanceGetInputProps,
  });

  /** The server's 422 names fields as the form does (`program.benefit.amount`): each message goes on its field. */
  const showRefusal = (error: Error) => {
    if (error instanceof ApiError)
      form.setErrors(Object.fromEntries(Object.entries(error.errors).map(([field, [message]]) => [field, message])));
  };

  const submit = form.onSubmit(async (values) => {
    const programFormSchema = await loadProgramFormSchema();
    const { scope, program } = programFormSchema.parse(values);
    if (saved) {
      update.mutate({ id: saved.id, scope, program }, { onError: showRefusal });
    } else {
      create.mutate(
        { scope, program },
        { onSuccess: (created) => navigate(consoleProgramPath(created.id)), onError: showRefusal },
      );
    }
  });

  const changeStatus = (status: ProgramStatus) => saved && update.mutate({ id: saved.id, status });
  const failure = create.error ?? update.error;
  const refusedOnFields = failure instanceof ApiError && Object.keys(failure.errors).length > 0;

  return (
    <Stack gap="lg">
      {saved && (
        <Group gap="sm" align="center">
          <Badge color={statusColour[saved.status]} variant="light" size="lg">
            {programStatusLabels[saved.status]}
          </Badge>
          <Text size="sm" c="dimmed">
            {saved.status === 'published' ? 'Buyers see it.' : 'Buyers do not see it.'} {originNotes[saved.origin]}
          </Text>
        </Group>
      )}
      {failure && !refusedOnFields && (
        <Alert color="red" variant="light" role="alert" title="The program was not saved">
          {failure.message}
        </Alert>
      )}
      {refusedOnFields && (
        <Alert color="red" variant="light" role="alert" title="Some fields need a change">
          The fields below say what to change.
        </Alert>
      )}
      {update.isSuccess && (
        <Alert color="green" variant="light" role="status" title="Saved">
          The program is saved{update.data.status === 'published' ? ' and buyers see it' : ''}.
        </Alert>
      )}
      <form onSubmit={submit} noValidate aria-label={saved ? `Edit ${saved.program.name}` : 'New program'}>
        <Stack gap="lg">
          <ProgramFactsForm form={form} slugLocked={saved !== undefined} />
          <BenefitFormulaForm form={form} />
          <EligibilityRulesForm form={form} />
          <FirstMortgageForm form={form} />
          <CombinationRulesForm form={form} />
          <Group>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {saved ? 'Save the changes' : 'Create the draft'}
            </Button>
          </Group>
        </Stack>
      </form>
      {saved && <ProgramPreview form={form} programId={saved.id} scope={form.getValues().scope} />}
      {saved && (
        <Group gap="sm">
          {saved.status !== 'published' && (
            <Button color="green" onClick={() => changeStatus('published')} loading={update.isPending}>
              Publish
            </Button>
          )}
          {saved.status === 'published' && (
            <Button color="yellow" variant="light" onClick={() => changeStatus('paused')} loading={update.isPending}>
              Pause
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
