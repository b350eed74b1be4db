/**
 * The fields of one rule or formula, made from its kind's description (`program-rules.ts`) and bound
 * to the form at `path`; each shows the message the schema or the server gives for it.
 */
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import { Checkbox, Group, NativeSelect, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { RuleField } from '../program-rules';
import type { FieldPath, ProgramForm } from './program-form';

/** Digits as typed, kept while they are not yet a number ("1." on the way to "1.5"). */
function NumberField({ form, path, field }: { form: ProgramForm; path: string; field: RuleField }) {
  const props = form.getInputProps(path as FieldPath);
  const value = props.value as number | undefined;
  const [text, setText] = useState(value === undefined ? '' : String(value));
  useEffect(() => {
    setText((typed) =>
      Number(typed) === value && typed.trim() !== '' ? typed : value === undefined ? '' : String(value),
    );
  }, [value]);
  return (
    <TextInput
      label={field.label}
      description={'description' in field ? field.description : undefined}
      inputMode="decimal"
      error={props.error}
      onBlur={props.onBlur}
      value={text}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setText(typed);
        const number = Number(typed.replace(/[\s$,]/g, ''));
        form.setFieldValue(path as FieldPath, typed.trim() === '' ? undefined : Number.isNaN(number) ? typed : number);
      }}
    />
  );
}

/** Text that may be absent from the rule: shown empty. */
function TextField({ form, path, field }: { form: ProgramForm; path: string; field: RuleField }) {
  const props = form.getInputProps(path as FieldPath);
  return (
    <TextInput
      label={field.label}
      description={'description' in field ? field.description : undefined}
      {...props}
      value={(props.value as string | undefined) ?? ''}
      // A field emptied is a field left out (a round's closing day no source gives), not an empty text.
      onChange={(event) => props.onChange(event.currentTarget.value || undefined)}
    />
  );
}

/** A list typed as text: numbers apart by spaces, words by commas. */
function ListField({
  form,
  path,
  field,
  numbers,
}: {
  form: ProgramForm;
  path: string;
  field: RuleField;
  numbers: boolean;
}) {
  const props = form.getInputProps(path as FieldPath);
  const list = (props.value as (string | number)[] | undefined) ?? [];
  const [text, setText] = useState(list.join(numbers ? ' ' : ', '));
  return (
    <TextInput
      label={field.label}
      description={'description' in field ? field.description : undefined}
      error={props.error}
      onBlur={props.onBlur}
      value={text}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setText(typed);
        // Dollars are written with thousands commas ("60,000 75,000"), so numbers are apart by spaces.
        const items = numbers
          ? typed
              .split(/[\s;]+/)
              .filter(Boolean)
              .map((item) => Number(item.replace(/[$,]/g, '')))
          : typed
              .split(',')
              .map((item) => item.trim())
              .filter(Boolean);
        form.setFieldValue(path as FieldPath, items as never);
      }}
    />
  );
}

export function RuleFields({ form, path, fields }: { form: ProgramForm; path: string; fields: readonly RuleField[] }) {
  return (
    <Group align="flex-start" gap="md" wrap="wrap">
      {fields.map((field) => {
        const at = `${path}.${field.name}`;
        switch (field.kind) {
          case 'number':
            return <NumberField key={at} form={form} path={at} field={field} />;
          case 'numbers':
          case 'texts':
            return <ListField key={at} form={form} path={at} field={field} numbers={field.kind === 'numbers'} />;
          case 'text':
            return <TextField key={at} form={form} path={at} field={field} />;
          case 'boolean':
            return (
              <Checkbox
                key={at}
                mt="xl"
                label={field.label}
                {...form.getInputProps(at as FieldPath, { type: 'checkbox' })}
              />
            );
          case 'choice':
            return (
              <NativeSelect
                key={at}
                label={field.label}
                data={[...field.options]}
                {...form.getInputProps(at as FieldPath)}
              />
            );
          default:
            return (
              <Checkbox.Group key={at} label={field.label} {...form.getInputProps(at as FieldPath)}>
                <Group gap="sm" mt="xs" wrap="wrap">
                  {field.options.map((option) => (
                    <Checkbox key={option.value} value={option.value} label={option.label} />
                  ))}
                </Group>
              </Checkbox.Group>
            );
        }
      })}
    </Group>
  );
}
