/**
 * The city question (decision 053): shown only when the county chosen has programs limited to a
 * city, listing those cities, "Elsewhere in the county" and "Not sure". Radio buttons, one per line,
 * so that each choice is a large target on a phone and a screen reader reads the question with them.
 */
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { cityChoices } from '@hbw/contract/questionnaire-terms';
import { Radio, Stack } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useCountyPlaces } from '../api/get-county-places';

type CityQuestionProps = {
  id: string;
  label: string;
  description?: string | undefined;
  error?: unknown;
  /** The county answered so far (its FIPS code), or '' before it is. */
  county: string;
  value: string;
  onChange: (city: string) => void;
};

export function CityQuestion({ id, label, description, error, county, value, onChange }: CityQuestionProps) {
  const places = useCountyPlaces(county);
  const choices = useMemo(
    () => (places.data?.cities.length ? cityChoices(places.data.cities, places.data.county_label) : []),
    [places.data],
  );

  // A city of the county chosen before is no answer for another county.
  useEffect(() => {
    if (value && places.data && !choices.some((choice) => choice.value === value)) onChange('');
  }, [value, places.data, choices, onChange]);

  if (choices.length === 0) return null;
  return (
    <Radio.Group
      label={label}
      description={description}
      error={error as string | undefined}
      value={value}
      onChange={onChange}
    >
      <Stack gap="sm" mt="xs">
        {choices.map((choice, index) => (
          <Radio key={choice.value} value={choice.value} label={choice.label} id={index === 0 ? id : undefined} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
