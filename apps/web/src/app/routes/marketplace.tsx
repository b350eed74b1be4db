/** The public marketplace (/marketplace): every chip for visitors to browse, and a way to keep them. */
import { Button, Container, Group, Stack } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { Link, type LoaderFunction } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { marketplaceProductPath, paths } from '@/config/paths';
import { chipFiltersFromSearch, chipQueryFromSearch } from '@/features/marketplace/chip-search';
import { programsQueryOptions } from '@/features/programs/api/get-programs';
import { countyPlacesQueryOptions } from '@/features/questionnaire/api/get-county-places';
import { useProfile } from '@/features/session/api/get-profile';
import { ChipCatalogue } from './chip-catalogue';

export const clientLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ request }) => {
    // The chips of the address come with the page, so that they are rendered with it (on the server too)
    // rather than in place of a loading block; a failure is the catalogue's to show. So do the cities of
    // its county, whose filter would otherwise appear after the page and push the chips down.
    const search = new URL(request.url).searchParams;
    const { county } = chipFiltersFromSearch(search);
    await Promise.all([
      queryClient.prefetchQuery(programsQueryOptions(chipQueryFromSearch(search))),
      county ? queryClient.prefetchQuery(countyPlacesQueryOptions(county)) : undefined,
    ]);
    return null;
  };

export default function Marketplace() {
  const profile = useProfile();
  const signedIn = Boolean(profile.data);
  return (
    <Container size="xl" py={{ base: 'lg', md: 'xl' }}>
      <Stack gap="xl">
        <PageIntro eyebrow="Marketplace" title="Homebuyer assistance, program by program">
          Down payment grants, forgivable loans, tax credits and affordable mortgages from state agencies, cities and
          nonprofits.
        </PageIntro>
        {!signedIn && (
          // Laid out but hidden (not seen, read out or focused) while the session is asked for, so that the
          // catalogue keeps its place instead of moving down when the buttons appear: a layout shift on
          // every visitor's first view.
          <Group gap="sm" style={profile.isPending ? { visibility: 'hidden' } : undefined}>
            <Button component={Link} to={paths.questionnaire}>
              See which ones fit you
            </Button>
            <Button component={Link} to={paths.marketplaceRegister} variant="default">
              Create an account to star chips
            </Button>
          </Group>
        )}
        <ChipCatalogue chipHref={marketplaceProductPath} signedIn={signedIn} />
      </Stack>
    </Container>
  );
}
