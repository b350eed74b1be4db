/** One question of the questionnaire, with the input its answer needs and its message underneath. */
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { type QuestionnaireField, questionnaireQuestions } from '@hbw/contract/questionnaire-terms';
import { Group, NativeSelect, Radio, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type QuestionnaireValues, questionKinds } from '../questionnaire-values';
import { CityQuestion } from './city-question';
import { CountySelect } from './county-select';

const descriptions: Partial<Record<QuestionnaireField, string>> = {
  household_income: 'Everyone in your household together, before taxes: programs set income limits.',
  target_price: 'A rough figure is fine: amounts are estimated from it.',
  savings: 'Write 0 if none. Some programs limit savings, others ask for a small contribution.',
  county: 'Leave it empty if you are not sure yet.',
  city: 'Some programs of your county are for homes in one city only.',
};

/** Where the home is may stay unsaid. */
const optional = new Set<QuestionnaireField>(['county', 'city']);

/** The id of a question's input (its first choice for yes or no), to move the focus there. */
export const questionInputId = (field: QuestionnaireField) => `question-${field}`;

type QuestionFieldProps = { field: QuestionnaireField; form: UseFormReturnType<QuestionnaireValues> };

export function QuestionField({ field, form }: QuestionFieldProps) {
  const question = questionKinds[field];
  const label = questionnaireQuestions[field];
  const inputProps = form.getInputProps(field);
  const id = questionInputId(field);
  const common = { label, description: descriptions[field], required: !optional.has(field) };
  switch (question.kind) {
    case 'choice':
      return (
        <NativeSelect
          {...common}
          {...inputProps}
          id={id}
          data={[{ value: '', label: question.placeholder, disabled: true }, ...question.choices]}
        />
      );
    case 'yes_no':
      return (
        <Radio.Group {...common} {...inputProps}>
          <Group gap="lg" mt="xs">
            <Radio value="yes" label="Yes" id={id} />
            <Radio value="no" label="No" />
          </Group>
        </Radio.Group>
      );
    case 'dollars':
      return <TextInput {...common} {...inputProps} id={id} inputMode="numeric" leftSection="$" autoComplete="off" />;
    case 'county':
      return (
        <CountySelect
          {...common}
          {...inputProps}
          id={id}
          state={form.values.state}
          value={form.values.county}
          onChange={(fips) => form.setFieldValue('county', fips)}
        />
      );
    case 'city':
      return (
        <CityQuestion
          id={id}
          label={label}
          description={common.description}
          error={inputProps.error}
          county={form.values.county}
          value={form.values.city}
          onChange={(city) => form.setFieldValue('city', city)}
        />
      );
  }
}
