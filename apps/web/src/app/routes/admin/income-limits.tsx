/** Income limits: HUD's yearly file checked and imported, and the limits browsed (/admin/income-limits?state=AL&county=01001). */
import { usStateCodes } from '@hbw/contract';
import { Divider, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ConsoleIntro } from '@/features/console/components/console-intro';
import { HudFileImport } from '@/features/console/components/hud-file-import';
import { IncomeLimitsBrowser } from '@/features/console/components/income-limits-browser';
import { filtersToSearch, oneOf, textParam } from './search-params';

export default function ConsoleIncomeLimits() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = oneOf(searchParams, 'state', usStateCodes) ?? 'AL';
  const county = textParam(searchParams, 'county');
  return (
    <Stack gap="lg">
      <ConsoleIntro title="Income limits">
        HUD publishes its income limits once a year, by county. Check the new file first to see what it changes, then
        import it: the whole fiscal year is replaced at once, and buyers’ wallets read it at once.
      </ConsoleIntro>
      <HudFileImport />
      <Divider />
      <Title order={2} size="h3">
        Limits by county
      </Title>
      <IncomeLimitsBrowser
        place={{ state, county: county && /^\d{5}$/.test(county) ? county : undefined }}
        onPlaceChange={(next) => setSearchParams(filtersToSearch(next))}
      />
    </Stack>
  );
}
