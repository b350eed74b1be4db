/** The first mortgage a program needs: any lender's, or one agency's or product family's own. */
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';
import { Fieldset, Group, Radio, Stack } from '@mantine/core';
import type { RuleField } from '../program-rules';
import type { ProgramForm } from './program-form';
import { RuleFields } from './rule-fields';

const ownFirstFields: RuleField[] = [
  {
    kind: 'texts',
    name: 'families',
    label: 'Product families',
    description: 'The slugs of the agencies or products whose first it is, separated by commas',
  },
  { kind: 'text', name: 'label', label: 'Its name for buyers', description: 'As in “a TDHCA first mortgage”' },
  { kind: 'boolean', name: 'bondFinanced', label: 'Funded by mortgage revenue bonds' },
];

export function FirstMortgageForm({ form }: { form: ProgramForm }) {
  const firstMortgage = form.getValues().program.firstMortgage;
  return (
    <Fieldset legend="First-mortgage requirement">
      <Stack gap="sm">
        <Radio.Group
          label="The program works with"
          value={firstMortgage.lender}
          onChange={(lender) =>
            form.setFieldValue(
              'program.firstMortgage',
              lender === 'own' ? { lender: 'own', families: [], label: '', bondFinanced: false } : { lender: 'any' },
            )
          }
        >
          <Group gap="md" mt="xs">
            <Radio value="any" label="Any lender’s first mortgage" />
            <Radio value="own" label="Its own first mortgage" />
          </Group>
        </Radio.Group>
        {firstMortgage.lender === 'own' && (
          <RuleFields form={form} path="program.firstMortgage" fields={ownFirstFields} />
        )}
      </Stack>
    </Fieldset>
  );
}
