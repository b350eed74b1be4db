/** What the sources say about combining a program with others, beyond the one first mortgage (decision 017). */
import '@mantine/core/styles/Fieldset.css';
import { Fieldset, Stack } from '@mantine/core';
import { programTypeOptions, type RuleField } from '../program-rules';
import type { ProgramForm } from './program-form';
import { RuleFields } from './rule-fields';

const stackingFields: RuleField[] = [
  {
    kind: 'texts',
    name: 'combinableWith',
    label: 'Combines with, on the same first mortgage',
    description: 'Program slugs, separated by commas',
  },
  { kind: 'choices', name: 'notWithTypes', label: 'Never with programs of these types', options: programTypeOptions },
  { kind: 'boolean', name: 'notOnBondFinancedFirst', label: 'Never on a bond-financed first mortgage' },
];

const exclusionFields: RuleField[] = [
  {
    kind: 'texts',
    name: 'notCombinableWith',
    label: 'Never with these programs',
    description: 'Program slugs, separated by commas; read both ways',
  },
];

export function CombinationRulesForm({ form }: { form: ProgramForm }) {
  return (
    <Fieldset legend="Combination rules">
      <Stack gap="sm">
        <RuleFields form={form} path="program" fields={exclusionFields} />
        <RuleFields form={form} path="program.stacking" fields={stackingFields} />
      </Stack>
    </Fieldset>
  );
}
