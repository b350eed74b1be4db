/** The kinds of homebuyer assistance, in plain words (see research/programs.md for the sources). */
import { Text, Title } from '@mantine/core';
import classes from './homebuying.module.css';

export const kindsOfHelp = [
  {
    title: 'Grants',
    text: 'Money toward your down payment or closing costs that you never pay back. Often 2 to 5% of the price or the loan.',
  },
  {
    title: 'Forgivable second mortgages',
    text: 'A loan that is written off over time, often after 5 to 10 years, as long as the home stays your main residence.',
  },
  {
    title: 'Deferred second mortgages',
    text: 'A 0% loan with no monthly payment. You repay it only when you sell, refinance or pay off your mortgage.',
  },
  {
    title: 'Mortgage credit certificates',
    text: 'A federal tax credit for part of the mortgage interest you pay every year, from 10 to 50% depending on the program, capped at $2,000 a year when the rate is above 20%.',
  },
  {
    title: 'Affordable first mortgages',
    text: 'Loans from state housing finance agencies and programs like HomeReady and Home Possible, with good rates and lower mortgage insurance.',
  },
] as const;

export function KindsOfHelp() {
  return (
    <ul className={classes.grid}>
      {kindsOfHelp.map(({ title, text }) => (
        <li key={title} className={classes.card}>
          <Title order={3} size="h5" mb={6}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        </li>
      ))}
    </ul>
  );
}
