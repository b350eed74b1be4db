/**
 * The county question: a searchable list of the chosen state's counties (type a few letters, or
 * move with the arrow keys), whose answer is the county's FIPS code. The list is fetched as its
 * own file only when this question shows: no other page needs it.
 */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Combobox.css';
import { stateFipsCodes, type UsStateCode, usStateCodes } from '@hbw/contract/us-states';
import { Select, type SelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

const loadCounties = (state: UsStateCode) =>
  import('@hbw/contract/counties').then(({ countiesOf }) =>
    countiesOf(state).map((county) => ({ value: county.fips, label: county.label })),
  );

type CountySelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  /** The state answered so far, or '' before it is. */
  state: string;
  value: string;
  onChange: (fips: string) => void;
};

export function CountySelect({ state, value, onChange, ...props }: CountySelectProps) {
  const stateCode = (usStateCodes as readonly string[]).includes(state) ? (state as UsStateCode) : undefined;
  const counties = useQuery({
    queryKey: ['counties', stateCode],
    queryFn: () => loadCounties(stateCode as UsStateCode),
    enabled: stateCode !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });

  // A county of the state chosen before is no answer for another state.
  useEffect(() => {
    if (value && (!stateCode || !value.startsWith(stateFipsCodes[stateCode]))) onChange('');
  }, [stateCode, value, onChange]);

  return (
    <Select
      {...props}
      searchable
      clearable
      data={counties.data ?? []}
      value={value || null}
      onChange={(fips) => onChange(fips ?? '')}
      disabled={!stateCode || counties.isPending}
      placeholder={
        !stateCode ? 'Choose a state first' : counties.isPending ? 'Loading the counties…' : 'Type to search'
      }
      nothingFoundMessage="No county of this state by that name"
      maxDropdownHeight={280}
    />
  );
}
