/** What a program is and where its facts come from: the catalogue file's plain fields. */
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Fieldset.css';
import { confidences, fundingStatuses, fundingStatusLabels, usStates } from '@hbw/contract';
import { Fieldset, NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { programTypeOptions } from '../program-rules';
import type { ProgramForm } from './program-form';

/** One source a line: a citation holds commas of its own. */
function SourcesField({ form }: { form: ProgramForm }) {
  const props = form.getInputProps('program.sources');
  const [text, setText] = useState(((props.value as string[] | undefined) ?? []).join('\n'));
  return (
    <Textarea
      mt="md"
      label="Sources"
      description="One a line, each as cited, with its date"
      autosize
      minRows={2}
      error={props.error}
      onBlur={props.onBlur}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        form.setFieldValue(
          'program.sources',
          event.currentTarget.value
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean),
        );
      }}
    />
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
        <TextInput label="Source address" type="url" required {...text('program.sourceUrl')} />
        <TextInput label="Last checked" type="date" required {...text('program.lastChecked')} />
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
