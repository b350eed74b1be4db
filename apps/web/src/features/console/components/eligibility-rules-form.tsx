/**
 * Who may get a program: its one income rule, then any other rules, each kind with its own small form
 * (`program-rules.ts`), added and removed one by one.
 */
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Fieldset.css';
import type { EligibilityRule } from '@hbw/contract';
import { Button, Fieldset, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { redText } from '@/components/readable-colours';
import { eligibilityRuleKinds, incomeKinds, otherRuleKinds } from '../program-rules';
import type { ProgramForm } from './program-form';
import { RuleFields } from './rule-fields';

const startOf = (kind: EligibilityRule['kind']) => structuredClone(eligibilityRuleKinds[kind].start) as EligibilityRule;

export function EligibilityRulesForm({ form }: { form: ProgramForm }) {
  const { income, eligibility } = form.getValues().program;
  const [adding, setAdding] = useState<EligibilityRule['kind']>('first_time_buyer');
  // A rule has no id of its own: each gets one while the form is open, so that removing one keeps
  // the typed text of the others with their own rules.
  const nextKey = useRef(eligibility.length);
  const [ruleKeys, setRuleKeys] = useState(() => eligibility.map((_, index) => index));
  const eligibilityError = form.errors['program.eligibility'];
  return (
    <Fieldset legend="Eligibility rules">
      <Stack gap="md">
        <Stack gap="xs">
          <NativeSelect
            label="Income limit"
            data={incomeKinds.map((option) => ({ value: option.kind, label: option.label }))}
            value={income.kind}
            error={form.errors['program.income']}
            onChange={(event) =>
              form.setFieldValue('program.income', startOf(event.currentTarget.value as EligibilityRule['kind']))
            }
          />
          <RuleFields
            key={income.kind}
            form={form}
            path="program.income"
            fields={eligibilityRuleKinds[income.kind].fields}
          />
        </Stack>
        {eligibility.map((rule, index) => (
          <Fieldset key={ruleKeys[index]} legend={eligibilityRuleKinds[rule.kind].label} variant="filled">
            <Stack gap="xs">
              <RuleFields
                form={form}
                path={`program.eligibility.${index}`}
                fields={eligibilityRuleKinds[rule.kind].fields}
              />
              <Group>
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  onClick={() => {
                    form.removeListItem('program.eligibility', index);
                    setRuleKeys((keys) => keys.filter((_, at) => at !== index));
                  }}
                >
                  Remove “{eligibilityRuleKinds[rule.kind].label}”
                </Button>
              </Group>
            </Stack>
          </Fieldset>
        ))}
        {eligibilityError && (
          <Text c={redText} size="sm" role="alert">
            {eligibilityError}
          </Text>
        )}
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label="Another rule"
            data={otherRuleKinds.map((option) => ({ value: option.kind, label: option.label }))}
            value={adding}
            onChange={(event) => setAdding(event.currentTarget.value as EligibilityRule['kind'])}
          />
          <Button
            variant="light"
            onClick={() => {
              form.insertListItem('program.eligibility', startOf(adding));
              setRuleKeys((keys) => [...keys, nextKey.current++]);
            }}
          >
            Add the rule
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
