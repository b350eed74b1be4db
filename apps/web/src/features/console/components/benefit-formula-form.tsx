/** How much a program gives: the kind of formula, then that kind's few fields. */
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Fieldset.css';
import type { BenefitFormula } from '@hbw/contract';
import { Fieldset, NativeSelect, Stack } from '@mantine/core';
import { benefitKinds } from '../program-rules';
import type { ProgramForm } from './program-form';
import { RuleFields } from './rule-fields';

export function BenefitFormulaForm({ form }: { form: ProgramForm }) {
  const benefit = form.getValues().program.benefit;
  const kind = benefitKinds[benefit.kind];
  return (
    <Fieldset legend="Benefit formula">
      <Stack gap="sm">
        <NativeSelect
          label="The program gives"
          data={Object.values(benefitKinds).map((option) => ({ value: option.kind, label: option.label }))}
          value={benefit.kind}
          onChange={(event) => {
            const next = event.currentTarget.value as BenefitFormula['kind'];
            form.setFieldValue('program.benefit', { ...benefitKinds[next].start });
          }}
        />
        <RuleFields key={benefit.kind} form={form} path="program.benefit" fields={kind.fields} />
      </Stack>
    </Fieldset>
  );
}
