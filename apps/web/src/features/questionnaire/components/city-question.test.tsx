import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';
import { stubApi } from '@/test/api-stub';
import { CityQuestion } from './city-question';

const places: Record<string, { county_label: string; cities: string[] }> = {
  '48453': { county_label: 'Travis County', cities: ['Austin'] },
  '48245': { county_label: 'Jefferson County', cities: [] },
};

/** The city question as a form holds it: the answer in state, each change reported. */
function CityAnswer({
  county,
  initial,
  onChange,
}: {
  county: string;
  initial: string;
  onChange: (city: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <CityQuestion
      id="question-city"
      label="In which city is the home?"
      county={county}
      value={value}
      onChange={(city) => {
        onChange(city);
        setValue(city);
      }}
    />
  );
}

function renderQuestion(county: string, initial = '') {
  stubApi(({ path, query }) => {
    const found = path === '/api/programs/places' ? places[query?.get('county') ?? ''] : undefined;
    return found
      ? { status: 200, body: { data: { county: query?.get('county'), ...found } } }
      : { status: 404, body: { message: 'There is nothing at this address.' } };
  });
  const changes = vi.fn();
  render(
    <AppProvider queryClient={createQueryClient()} env="test">
      <CityAnswer county={county} initial={initial} onChange={changes} />
    </AppProvider>,
  );
  return changes;
}

describe('CityQuestion', () => {
  it('lists the county’s cities with programs, elsewhere in the county and not sure, and takes one', async () => {
    const user = userEvent.setup();
    const changes = renderQuestion('48453');
    const question = await screen.findByRole('radiogroup', { name: 'In which city is the home?' });
    const choices = screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent);
    expect(choices).toEqual(['Austin', 'Elsewhere in Travis County', 'Not sure']);
    expect(question).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Elsewhere in Travis County' }));
    expect(changes).toHaveBeenLastCalledWith('elsewhere');
    expect(screen.getByRole('radio', { name: 'Elsewhere in Travis County' })).toBeChecked();
  });

  it('is not asked in a county without city programs, and forgets a city of another county', async () => {
    const changes = renderQuestion('48245', 'Austin');
    await vi.waitFor(() => expect(changes).toHaveBeenCalledWith(''));
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('is not asked before a county is chosen', () => {
    renderQuestion('');
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});
