import type { StateCoverage } from '@hbw/contract';
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountyMap } from './county-map';

const county = (fips: string, label: string, programs: number, path: string | null = 'M0 0l10 0 0 10z') => ({
  fips,
  label,
  programs,
  path,
});

const ohio: StateCoverage = {
  state: 'OH',
  state_name: 'Ohio',
  sentence: 'We list the statewide programs of Ohio; city and county programs are not in our catalogue yet.',
  programs: [],
  counties: [
    county('39001', 'Adams County', 17),
    county('39049', 'Franklin County', 19),
    county('39035', 'Cuyahoga County', 17),
    county('39041', 'Delaware County', 18, null),
  ],
  map: { width: 560, height: 600, outline: 'M0 0l560 0 0 600z' },
};

function renderMap(coverage: StateCoverage) {
  return render(
    <MantineProvider>
      <CountyMap coverage={coverage} />
    </MantineProvider>,
  );
}

describe('the map of a state’s counties', () => {
  it('is named, summed up in words, and shades each drawn county with its count', () => {
    renderMap(ohio);

    const map = screen.getByRole('img', { name: /^How many programs reach each county of Ohio/ });
    expect(map).toHaveAccessibleName(
      'How many programs reach each county of Ohio From 17 programs in 2 counties to 19 programs in Franklin County.',
    );
    // Three counties have a shape; Delaware County's is missing and said to be.
    expect(map.querySelectorAll('path > title')).toHaveLength(3);
    expect(screen.getByText('Franklin County: 19 programs')).toBeInTheDocument();
    expect(screen.getByText(/Delaware County is in the table below but not drawn/)).toBeInTheDocument();
  });

  it('keys each shade it uses with the counts it stands for', () => {
    renderMap(ohio);

    const key = screen.getByRole('list', { name: 'What the shades mean' });
    expect(
      within(key)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['17 programs (2 counties)', '18 programs (1 county)', '19 programs (1 county)']);
  });

  it('lists every county with its count, the most first, for whoever does not see the map', () => {
    renderMap(ohio);

    const table = screen.getByRole('table', { name: /Programs that reach a home in each county of Ohio/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Franklin County19',
      'Delaware County18',
      'Adams County17',
      'Cuyahoga County17',
    ]);
  });

  it('says one county as one', () => {
    renderMap({ ...ohio, counties: ohio.counties.slice(0, 2) });

    expect(screen.getByText('From 17 programs in 1 county to 19 programs in Franklin County.')).toBeInTheDocument();
  });

  it('says every county has the same when they do', () => {
    renderMap({ ...ohio, counties: ohio.counties.map((each) => ({ ...each, programs: 12 })) });

    expect(screen.getByText('Every county of Ohio: 12 programs.')).toBeInTheDocument();
  });
});
