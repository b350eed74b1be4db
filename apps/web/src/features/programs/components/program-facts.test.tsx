import type { ProgramDetail, ProgramSource } from '@hbw/contract';
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgramFacts } from './program-facts';

function detail(sources: ProgramSource[], source: ProgramDetail['source']): ProgramDetail {
  return {
    id: 7,
    slug: 'dsha-keys4you',
    name: 'Keys4You Home Loan',
    administrator: {
      id: 3,
      name: 'Delaware State Housing Authority',
      short_name: 'DSHA',
      state: 'DE',
      website: 'https://www.destatehousing.com',
    },
    state: 'DE',
    states: ['DE'],
    type: 'deferred_second',
    summary: 'A 0% deferred second loan of 4% of the first mortgage.',
    amount_summary: '4% of the first mortgage',
    max_amount: null,
    funding_status: 'open',
    status: 'published',
    first_time_buyer_required: false,
    occupations: [],
    source_url: 'https://homepaird.com',
    last_checked: '2026-04-23',
    source,
    professional_count: 0,
    description: 'A second loan.',
    benefit: { kind: 'percent', percent: 4, of: 'loan' },
    eligibility: [],
    not_combinable_with: [],
    first_mortgage: { lender: 'any' },
    stacking: { combinableWith: [], notWithTypes: [], notOnBondFinancedFirst: false },
    confidence: 'B',
    to_confirm: null,
    sources,
  };
}

function renderFacts(program: ProgramDetail) {
  return render(
    <MantineProvider>
      <ProgramFacts program={program} />
    </MantineProvider>,
  );
}

describe('where a program’s facts come from', () => {
  it('says a program that stands on an aggregator’s page is not from the administrator’s own', () => {
    const homepaird: ProgramSource = {
      name: 'homepaird.com',
      url: 'https://homepaird.com',
      kind: 'aggregator',
      date: '2026',
    };
    renderFacts(detail([homepaird], { kind: 'aggregator', name: 'homepaird.com', date: '2026' }));
    expect(
      screen.getByText('From a site that collects programs, dated 2026, not DSHA’s own: a lender will confirm.'),
    ).toBeInTheDocument();
    const sources = within(screen.getByRole('list', { name: 'Sources' }));
    expect(sources.getByRole('listitem')).toHaveTextContent('homepaird.com · Site that collects programs · dated 2026');
    expect(document.body).not.toHaveTextContent(/against the administrator/i);
    expect(document.body).not.toHaveTextContent(/own page/i);
  });

  it('names the administrator’s own page, with its date, when the program stands on it', () => {
    renderFacts(
      detail(
        [
          { name: 'destatehousing.com', url: 'https://destatehousing.com', kind: 'administrator', date: '2026-04-21' },
          { name: 'stairsfinancial.com', kind: 'lender', date: null, note: 'older' },
        ],
        { kind: 'administrator', name: 'destatehousing.com', date: '2026-04-21' },
      ),
    );
    expect(screen.getByText('From DSHA’s own page, dated 2026-04-21.')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Sources' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'destatehousing.com · Administrator’s own page · dated 2026-04-21',
      'stairsfinancial.com · Lender · undated (older)',
    ]);
    expect(screen.getByRole('link', { name: 'destatehousing.com' })).toHaveAttribute(
      'href',
      'https://destatehousing.com',
    );
  });
});
