/** The three steps of Homebuyer Wizard, on the landing page and on "How it works". */
import { Text, Title } from '@mantine/core';
import IconCalendarEvent from '@tabler/icons-react/dist/esm/icons/IconCalendarEvent.mjs';
import IconListCheck from '@tabler/icons-react/dist/esm/icons/IconListCheck.mjs';
import IconPigMoney from '@tabler/icons-react/dist/esm/icons/IconPigMoney.mjs';
import classes from './homebuying.module.css';

export const howItWorksSteps = [
  {
    Icon: IconListCheck,
    title: 'Answer a few questions',
    text: 'Where you want to buy, who lives with you, your household income, your credit score range and when you hope to move. No documents, and no credit check.',
  },
  {
    Icon: IconPigMoney,
    title: 'See the money you may get',
    text: "We check your answers against each program's rules (area, income and price limits, first-time buyer status, credit score) and show what you are likely or possibly eligible for, with an estimated amount and the reasons.",
  },
  {
    Icon: IconCalendarEvent,
    title: 'Talk to a participating lender',
    text: 'Assistance is usually applied for through a lender approved by the program. Pick one near you, book a short call at a time that suits you, and leave with a plan.',
  },
] as const;

export function HowItWorks() {
  return (
    <ol className={classes.grid}>
      {howItWorksSteps.map(({ Icon, title, text }, index) => (
        <li key={title} className={classes.step}>
          <span className={classes.stepIcon} aria-hidden="true">
            <Icon size={26} stroke={1.75} />
          </span>
          <Title order={3} size="h4">
            <Text span c="dimmed" inherit>
              {index + 1}.{' '}
            </Text>
            {title}
          </Title>
          <Text c="dimmed">{text}</Text>
        </li>
      ))}
    </ol>
  );
}
