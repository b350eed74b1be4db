import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cityGrant, creditCertificate, myFirstTexasHome, walletOf } from './test-wallets';
import { WalletTotal } from './wallet-total';

function renderTotal(wallet: ReturnType<typeof walletOf>) {
  return render(
    <MantineProvider>
      <WalletTotal wallet={wallet} label="Your wallet" />
    </MantineProvider>,
  );
}

describe('the wallet’s headline', () => {
  it('leads with the sure cash, called likely, and gives the range’s top apart', () => {
    renderTotal(walletOf([myFirstTexasHome, creditCertificate]));
    expect(screen.getByTestId('wallet-total')).toHaveTextContent(/^\$5,790$/);
    expect(screen.getByText('likely')).toBeInTheDocument();
    expect(screen.getByTestId('wallet-total-words')).toHaveTextContent(
      'Likely: 1 program whose every rule your answers meet, counted together.',
    );
    expect(screen.getByTestId('wallet-up-to')).toHaveTextContent(
      'Up to $14,475 if the lender sets the top of each range.',
    );
  });

  it('says what the buyer keeps and what they repay later', () => {
    renderTotal(walletOf([myFirstTexasHome, creditCertificate]));
    expect(screen.getByTestId('wallet-keep-repay')).toHaveTextContent('$0 to keep, $5,790 to $14,475 to repay later.');
  });

  it('gives a yearly tax credit its own line, never in the cash', () => {
    renderTotal(walletOf([myFirstTexasHome, creditCertificate]));
    expect(screen.getByTestId('wallet-tax-credit')).toHaveTextContent(
      'Plus a tax credit of about $2,000 a year, not cash at closing.',
    );
    expect(screen.getByTestId('wallet-total')).not.toHaveTextContent('7,790');
    expect(screen.queryByTestId('wallet-possible-total')).not.toBeInTheDocument();
  });

  it('shows the combined loan-to-value limit, when the loan type has one', () => {
    const sentence =
      'With a conventional loan, the first mortgage and the loans of assistance together may reach 105% of the price: at most $15,000 of loans on top of an estimated $291,000 conventional loan, so the wallet counts no more.';
    renderTotal(
      walletOf([myFirstTexasHome], { combined_loan_to_value: { limit_percent: 105, capped: true, sentence } }),
    );
    expect(screen.getByTestId('wallet-loan-to-value')).toHaveTextContent(sentence);
  });

  it('says nothing of a loan-to-value limit the loan type does not set', () => {
    renderTotal(walletOf([myFirstTexasHome]));
    expect(screen.queryByTestId('wallet-loan-to-value')).not.toBeInTheDocument();
  });

  it('leads with the possible amount, called possible, when nothing is likely yet', () => {
    const possibleLoan = { ...myFirstTexasHome, status: 'possible' as const };
    renderTotal(walletOf([possibleLoan, cityGrant]));
    expect(screen.getByTestId('wallet-total')).toHaveTextContent(/^\$5,790$/);
    expect(screen.getByText('possible')).toBeInTheDocument();
    expect(screen.getByTestId('wallet-total-words')).toHaveTextContent(
      'Possible: 2 programs that can be combined, once a lender confirms what your answers cannot tell.',
    );
    expect(screen.getByTestId('wallet-up-to')).toHaveTextContent('Up to $64,475');
    expect(screen.getByTestId('wallet-keep-repay')).toHaveTextContent(
      'up to $50,000 to keep, $5,790 to $14,475 to repay later.',
    );
  });

  it('says so when no chip fits', () => {
    renderTotal(walletOf([]));
    expect(screen.getByTestId('wallet-total')).toHaveTextContent('$0');
    expect(screen.getByTestId('wallet-total-words')).toHaveTextContent('No chip fits your answers yet.');
    expect(screen.queryByTestId('wallet-up-to')).not.toBeInTheDocument();
  });
});
