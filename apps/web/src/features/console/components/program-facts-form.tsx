/** What a program is and where its facts come from: the catalogue file's plain fields. */
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Fieldset.css';
import {
  confidences,
  fundingStatuses,
  fundingStatusLabels,
  sourceKindLabels,
  sourceKinds,
  usStates,
} from '@hbw/contract';
import { Button, Fieldset, Group, NativeSelect, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { redText } from '@/components/readable-colours';
import { programTypeOptions } from '../program-rules';
import type { ProgramForm } from './program-form';

/** Each source with its kind and date (decision 042): the buyer is told which kind the program stands on. */
function SourcesField({ form }: { form: ProgramForm }) {
  const sources = form.getValues().program.sources;
  const text = (path: Parameters<ProgramForm['getInputProps']>[0]) => {
    const props = form.getInputProps(path);
    return { ...props, value: (props.value as string | null | undefined) ?? '' };
  };
  return (
    <Fieldset legend="Sources" mt="md" variant="unstyled">
      <Stack gap="xs">
        {sources.map((_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the form holds each row's values by index
          <Group key={index} align="flex-end" gap="xs" wrap="wrap">
            <TextInput label="Source" required {...text(`program.sources.${index}.name`)} />
            <TextInput
              label="Address"
              type="url"
              {...text(`program.sources.${index}.url`)}
              onChange={(event) =>
                form.setFieldValue(`program.sources.${index}.url`, event.currentTarget.value || undefined)
              }
            />
            <NativeSelect
              label="Kind"
              data={sourceKinds.map((kind) => ({ value: kind, label: sourceKindLabels[kind] }))}
              {...form.getInputProps(`program.sources.${index}.kind`)}
            />
            <TextInput
              label="Dated"
              description="YYYY-MM-DD, YYYY-MM or YYYY"
              w="11rem"
              {...text(`program.sources.${index}.date`)}
              onChange={(event) =>
                form.setFieldValue(`program.sources.${index}.date`, event.currentTarget.value.trim() || null)
              }
            />
            <Button variant="subtle" color="red" onClick={() => form.removeListItem('program.sources', index)}>
              Remove
            </Button>
          </Group>
        ))}
        {form.getInputProps('program.sources').error && (
          <Text size="sm" c={redText} role="alert">
            {form.getInputProps('program.sources').error}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            onClick={() => form.insertListItem('program.sources', { name: '', kind: 'administrator', date: null })}
          >
            Add a source
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

export function ProgramFactsForm({ form, slugLocked }: { form: ProgramForm; slugLocked: boolean }) {
  const text = (path: Parameters<ProgramForm['getInputProps']>[0]) => {
    const props = form.getInputProps(path);
    return { ...props, value: (props.value as string | undefined) ?? '' };
  };
  return (
    <Fieldset legend="The program">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Name" required {...text('program.name')} />
        <TextInput
          label="Slug"
          description="Its name in the files: lowercase letters, digits and hyphens"
          required
          readOnly={slugLocked}
          {...text('program.slug')}
        />
        <TextInput
          label="Administrator"
          description="The agency’s slug, as in the files"
          required
          {...text('program.administrator')}
        />
        <NativeSelect
          label="Offered in"
          data={[
            { value: 'national', label: 'Every state (national)' },
            ...usStates.map((state) => ({ value: state.code, label: state.name })),
          ]}
          {...form.getInputProps('scope')}
        />
        <NativeSelect label="Type" data={programTypeOptions} {...form.getInputProps('program.type')} />
        <NativeSelect
          label="Funding"
          data={fundingStatuses.map((status) => ({ value: status, label: fundingStatusLabels[status] }))}
          {...form.getInputProps('program.fundingStatus')}
        />
        <TextInput label="Summary" required {...text('program.summary')} />
        <TextInput label="Amount, in words" required {...text('program.amountSummary')} />
      </SimpleGrid>
      <Textarea mt="md" label="Description" autosize minRows={3} required {...text('program.description')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="md">
        <TextInput
          label="Best source’s address"
          description="The administrator’s own page when one is cited"
          type="url"
          required
          {...text('program.sourceUrl')}
        />
        <TextInput
          label="Last reviewed"
          description="The day the program was last reviewed here"
          type="date"
          required
          {...text('program.lastChecked')}
        />
        <NativeSelect
          label="Confidence"
          description="A: the agency’s own page; B: a reputable secondary source; C: weak or conflicting"
          data={[...confidences]}
          {...form.getInputProps('program.confidence')}
        />
        <TextInput
          label="What a lender must confirm"
          description="Required for confidence C"
          {...text('program.toConfirm')}
          onChange={(event) => form.setFieldValue('program.toConfirm', event.currentTarget.value || undefined)}
        />
      </SimpleGrid>
      <SourcesField form={form} />
    </Fieldset>
  );
}
