/** The road to your home (/roadmap): the eight stages of buying with assistance, and what to do at each. */
import { Alert, Button, Container, Group, Text, Timeline, Title } from '@mantine/core';
import IconInfoCircle from '@tabler/icons-react/dist/esm/icons/IconInfoCircle.mjs';
import { Link } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { paths } from '@/config/paths';
import classes from './content.module.css';

const stages = [
  {
    title: 'Check your readiness and credit',
    text: 'Look at your budget, your savings and your credit report (free at annualcreditreport.com). Most programs ask for a score of 620 to 660, and many limit your debt to 45 or 50% of your income.',
  },
  {
    title: 'Learn what help exists',
    text: 'Grants, forgivable and deferred second mortgages, mortgage credit certificates and affordable first mortgages. Answer our questions to see which you may qualify for and how much they could add up to.',
  },
  {
    title: 'Get pre-approved with a participating lender',
    text: "Assistance usually comes through lenders approved by the program. Pick one who takes part in the programs in your wallet: they will pre-approve you for the mortgage and check the program's rules at the same time.",
  },
  {
    title: 'Take homebuyer education',
    text: 'Many programs require a short homebuyer course, often online, sometimes with a HUD-approved housing counsellor. Do it early: the certificate is usually needed before closing.',
  },
  {
    title: 'Find a home and make an offer',
    text: "Keep to the program's price limit and property rules, and tell your real-estate agent you are using assistance so the contract leaves enough time for it.",
  },
  {
    title: 'Apply for assistance',
    text: 'Your lender reserves the funds and sends the application. Funding is limited and can run out during the year, so apply as soon as you have an accepted offer.',
  },
  {
    title: 'Inspection and appraisal',
    text: 'An inspection tells you what the home needs; the appraisal confirms its value for the lender. Some programs base their amount on the lower of the price and the appraised value.',
  },
  {
    title: 'Close',
    text: 'Review your closing disclosure at least three days before, bring the funds you still need, sign, and get the keys. Keep the assistance documents: they say when a loan is forgiven or due.',
  },
];

export default function Roadmap() {
  return (
    <Container size="md" py={{ base: 40, md: 64 }}>
      <PageIntro eyebrow="Roadmap" title="The road to your home">
        Buying with assistance follows the same road as any purchase, with a few stops added. Here is the whole way, in
        order, with what to do at each stage.
      </PageIntro>

      <Timeline active={-1} bulletSize={32} lineWidth={2} mt={48}>
        {stages.map((stage, index) => (
          <Timeline.Item
            key={stage.title}
            bullet={
              <Text size="sm" fw={700}>
                {index + 1}
              </Text>
            }
            title={
              <Title order={2} size="h4">
                {stage.title}
              </Title>
            }
          >
            <Text c="dimmed" mt={4} maw="40rem">
              {stage.text}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>

      <Alert mt={48} radius="md" variant="light" color="green" icon={<IconInfoCircle aria-hidden="true" />}>
        Signed in, you can follow this road step by step with your own progress and next actions.
      </Alert>

      <Group mt="xl" className={classes.actions}>
        <Button component={Link} to={paths.questionnaire} size="md">
          See how much you could get
        </Button>
        <Button component={Link} to={paths.signup} size="md" variant="default">
          Create a free account
        </Button>
      </Group>
    </Container>
  );
}
