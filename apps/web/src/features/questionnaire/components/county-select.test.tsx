import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';
import { CountySelect } from './county-select';

/** The county question as a form holds it: the answer in state, each change reported. */
function CountyQuestion({
  state,
  initial,
  onChange,
}: {
  state: string;
  initial: string;
  onChange: (fips: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <CountySelect
      label="In which county?"
      state={state}
      value={value}
      onChange={(fips) => {
        onChange(fips);
        setValue(fips);
      }}
    />
  );
}

function renderSelect(state: string, initial = '') {
  const changes = vi.fn();
  render(
    <AppProvider queryClient={createQueryClient()} env="test">
      <CountyQuestion state={state} initial={initial} onChange={changes} />
    </AppProvider>,
  );
  return changes;
}

describe('CountySelect', () => {
  it('waits for a state', () => {
    renderSelect('');
    const county = screen.getByRole('combobox', { name: 'In which county?' });
    expect(county).toBeDisabled();
    expect(county).toHaveAttribute('placeholder', 'Choose a state first');
  });

  it('finds a county of the state as the buyer types, and picks it with the keyboard', async () => {
    const user = userEvent.setup();
    const changes = renderSelect('TX');
    const county = screen.getByRole('combobox', { name: 'In which county?' });
    await vi.waitFor(() => expect(county).toBeEnabled());
    await user.type(county, 'travi');
    expect(await screen.findByRole('option', { name: 'Travis County' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Harris County' })).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(changes).toHaveBeenLastCalledWith('48453');
    expect(county).toHaveValue('Travis County');
  });

  it('says when no county of the state has that name', async () => {
    const user = userEvent.setup();
    renderSelect('DE');
    const county = screen.getByRole('combobox', { name: 'In which county?' });
    await vi.waitFor(() => expect(county).toBeEnabled());
    await user.type(county, 'Travis');
    expect(await screen.findByText('No county of this state by that name')).toBeInTheDocument();
  });

  it('shows a saved county by name, and forgets one of another state', async () => {
    renderSelect('LA', '22071');
    const county = screen.getByRole('combobox', { name: 'In which county?' });
    await vi.waitFor(() => expect(county).toHaveValue('Orleans Parish'));

    const changes = renderSelect('CA', '48453');
    expect(changes).toHaveBeenCalledWith('');
  });
});
