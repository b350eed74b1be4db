/** /app/my-wallet: the buyer's wallet among their areas. */
import { Container, Stack } from '@mantine/core';
import { PageIntro } from '@/components/page-intro';
import { BuyerWallet } from '../buyer-wallet';

export default function AppMyWallet() {
  return (
    <Container size="md" py={{ base: 'lg', md: 'xl' }}>
      <Stack gap="xl">
        <PageIntro eyebrow="My wallet" title="The money you may get for your home">
          The homebuyer assistance you are likely to get, combined as the programs allow.
        </PageIntro>
        <BuyerWallet />
      </Stack>
    </Container>
  );
}
