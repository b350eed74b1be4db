/**
 * Asking for an expert when no time suits: the program's administrator gets the request by email
 * and contacts the buyer; the buyer gets a copy.
 */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Radio.css';
import { expertTypes } from '@hbw/contract';
import { Alert, Button, Radio, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import { ApiError, setServerFieldErrors } from '@/lib/api-client';
import { useValidationRhythm, validateOnDemand } from '@/lib/form';
import { loadRequestExpertInput, useRequestExpert } from '../api/request-expert';

const expertTypeLabels: Record<(typeof expertTypes)[number], string> = {
  housing_counselor: 'A housing counselor: budgeting, homebuyer education, the steps of buying',
  real_estate_agent: 'A real estate agent: homes that fit the program’s limits',
  lender: 'A lender: the first mortgage and the program’s paperwork',
};

type ExpertRequestValues = {
  program_id: string | null;
  expert_type: string;
  email: string;
  mobile_number: string;
  household_income: string;
};

const fields = ['program_id', 'expert_type', 'email', 'mobile_number', 'household_income'] as const;
const checkRequest = validateOnDemand<ExpertRequestValues>(loadRequestExpertInput);
/** "$55,000" is a fine way to write an income: the call takes the digits. */
const dollarsTyped = (text: string) => text.replace(/[\s$,]/g, '');

type ExpertRequestFormProps = {
  programs: readonly { id: number; name: string }[];
  defaults: { programId?: number; email: string; mobileNumber: string };
};

export function ExpertRequestForm({ programs, defaults }: ExpertRequestFormProps) {
  const request = useRequestExpert();
  const validation = useValidationRhythm<ExpertRequestValues>();
  const form = useForm<ExpertRequestValues>({
    initialValues: {
      program_id: defaults.programId ? String(defaults.programId) : null,
      expert_type: '',
      email: defaults.email,
      mobile_number: defaults.mobileNumber,
      household_income: '',
    },
    validate: async (values) => ({
      ...(await checkRequest({ ...values, household_income: dollarsTyped(values.household_income) })),
      ...(values.program_id ? {} : { program_id: 'Choose the program you are asking about.' }),
    }),
    enhanceGetInputProps: validation.enhanceGetInputProps,
  });

  const submit = form.onSubmit((values) => {
    const program = programs.find((candidate) => String(candidate.id) === values.program_id);
    request.mutate(
      {
        program_id: values.program_id ?? '',
        program_name: program?.name,
        expert_type: values.expert_type as (typeof expertTypes)[number],
        email: values.email,
        mobile_number: values.mobile_number,
        household_income: dollarsTyped(values.household_income),
      },
      {
        onError: (error) => {
          if (error instanceof ApiError) setServerFieldErrors(form, error, fields);
        },
      },
    );
  });

  if (request.isSuccess) {
    return (
      <Alert
        color="green"
        variant="light"
        title="Your request is on its way"
        icon={<IconCircleCheck aria-hidden="true" />}
        role="status"
      >
        {request.data.message} We sent you a copy by email.
      </Alert>
    );
  }

  const fieldErrorsShown = request.error instanceof ApiError && Object.keys(request.error.errors).length > 0;
  return (
    <form onSubmit={submit} noValidate aria-label="Ask for an expert">
      <Stack gap="md" maw={560}>
        {request.isError && !fieldErrorsShown && (
          <Alert color="red" variant="light" title="Your request was not sent" role="alert">
            {request.error.message}
          </Alert>
        )}
        <Select
          label="Program"
          placeholder="Choose a program"
          searchable
          required
          data={programs.map((program) => ({ value: String(program.id), label: program.name }))}
          nothingFoundMessage="No program by that name"
          {...form.getInputProps('program_id')}
        />
        <Radio.Group label="Who would help you most?" required {...form.getInputProps('expert_type')}>
          <Stack gap="xs" mt="xs">
            {expertTypes.map((type) => (
              <Radio key={type} value={type} label={expertTypeLabels[type]} />
            ))}
          </Stack>
        </Radio.Group>
        <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <TextInput
          label="Mobile number"
          type="tel"
          autoComplete="tel-national"
          placeholder="(555) 123-4567"
          required
          {...form.getInputProps('mobile_number')}
        />
        <TextInput
          label="Yearly household income"
          description="Before taxes, everyone in your household together: programs set income limits."
          inputMode="numeric"
          leftSection="$"
          required
          {...form.getInputProps('household_income')}
        />
        <div>
          <Button type="submit" loading={request.isPending}>
            Send my request
          </Button>
        </div>
      </Stack>
    </form>
  );
}
