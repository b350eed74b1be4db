import type { ProgramResult } from '@hbw/contract';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ResultCard } from './result-card';
import { cityGrant, creditCertificate, myFirstTexasHome } from './test-wallets';

function renderCard(result: ProgramResult) {
  render(
    <MantineProvider>
      <MemoryRouter>
        <ResultCard result={result} chipHref="/chip" professionalsHref="/lenders" />
      </MemoryRouter>
    </MantineProvider>,
  );
  return screen.getByRole('article', { name: result.program.name });
}

describe('a result’s card', () => {
  it('shows a range as a range, and a loan as repaid later', () => {
    renderCard(myFirstTexasHome);
    expect(screen.getByTestId('result-amount')).toHaveTextContent(/^\$5,790 to \$14,475$/);
    expect(screen.getByTestId('result-money')).toHaveTextContent('You repay it later');
    expect(screen.getByText('Likely')).toBeInTheDocument();
  });

  it('shows an amount of which nothing is sure as "up to", and a grant as kept', () => {
    renderCard(cityGrant);
    expect(screen.getByTestId('result-amount')).toHaveTextContent(/^up to \$50,000$/);
    expect(screen.getByTestId('result-money')).toHaveTextContent('You keep it');
  });

  it('shows a tax credit a year', () => {
    renderCard(creditCertificate);
    expect(screen.getByTestId('result-amount')).toHaveTextContent(/^\$2,000 a year$/);
    expect(screen.getByTestId('result-money')).toHaveTextContent('A yearly tax credit');
  });

  it('shows the program’s own words when the engine gives no amount', () => {
    renderCard({ ...cityGrant, amount: 0, up_to: 0 });
    expect(screen.getByTestId('result-amount')).toHaveTextContent('Varies');
  });

  it('says where the program’s facts come from', () => {
    const card = renderCard(myFirstTexasHome);
    expect(card).toHaveTextContent('From TDHCA’s own page, dated 2026-03.');
  });
});
