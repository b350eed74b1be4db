/**
 * The stored income limits, by state then county: the state's counties with the tables that hold
 * limits for them and HUD's latest median, and a chosen county's every limit by table and size.
 */
import '@mantine/core/styles/Combobox.css';
import { type IncomeLimitCounty, type IncomeLimitCountyDetail, type UsStateCode, usStates } from '@hbw/contract';
import { formatDollars } from '@hbw/contract/money-words';
import { Anchor, Badge, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { LoadFailure } from '@/components/load-failure';
import { LoadingBlock } from '@/components/loading-block';
import { useIncomeLimitCounties } from '../api/get-income-limit-counties';
import { useIncomeLimitCounty } from '../api/get-income-limit-county';
import { type Column, ConsoleRows } from './console-table';

export type IncomeLimitsPlace = { state: UsStateCode; county?: string };

type Limit = IncomeLimitCountyDetail['limits'][number];

/** One row per table and fiscal year, its limits by household size across. */
type TableYear = {
  key: string;
  table: string;
  fiscalYear: number;
  derived: boolean;
  source: string;
  bySize: Map<number, number>;
};

function tableYears(limits: readonly Limit[]): TableYear[] {
  const rows = new Map<string, TableYear>();
  for (const limit of limits) {
    const key = `${limit.table} ${limit.fiscal_year}`;
    const row = rows.get(key) ?? {
      key,
      table: limit.table,
      fiscalYear: limit.fiscal_year,
      derived: limit.derived,
      source: limit.source,
      bySize: new Map(),
    };
    row.bySize.set(limit.household_size, limit.max_income);
    rows.set(key, row);
  }
  return [...rows.values()];
}

const sizes = [1, 2, 3, 4, 5, 6, 7, 8] as const;

const limitColumns: Column<TableYear>[] = [
  {
    header: 'Table',
    cell: (row) => (
      <Group gap={6} wrap="nowrap">
        <Text size="sm">{row.table}</Text>
        {row.derived && (
          <Badge variant="light" color="gray" size="sm">
            derived
          </Badge>
        )}
      </Group>
    ),
  },
  { header: 'Year', cell: (row) => `FY${row.fiscalYear}` },
  ...sizes.map((size) => ({
    header: `${size} ${size === 1 ? 'person' : 'people'}`,
    cell: (row: TableYear) => {
      const amount = row.bySize.get(size);
      return amount === undefined ? '—' : formatDollars(amount);
    },
  })),
  { header: 'Source', cell: (row) => row.source },
];

function CountyLimits({ countyFips }: { countyFips: string }) {
  const county = useIncomeLimitCounty(countyFips);
  if (county.isPending) return <LoadingBlock label="Loading the county’s limits" rows={4} height={40} />;
  if (county.isError) {
    return (
      <LoadFailure title="We couldn't load the county’s limits" error={county.error} onRetry={() => county.refetch()} />
    );
  }
  const { data } = county;
  const rows = tableYears(data.limits);
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {data.county_name}, {data.state} ({data.county_fips})
      </Title>
      {data.medians.map((median) => (
        <Text size="sm" key={median.fiscal_year}>
          FY{median.fiscal_year} median family income {formatDollars(median.median)}
          {median.hud_area_name ? ` (${median.hud_area_name})` : ''}: {median.source}
        </Text>
      ))}
      {rows.length === 0 ? (
        <Text c="dimmed">No income limit is stored for this county: a lender checks its limits.</Text>
      ) : (
        <ConsoleRows
          noun={`income limits of ${data.county_name}`}
          rows={rows}
          columns={limitColumns}
          rowKey={(row) => row.key}
        />
      )}
    </Stack>
  );
}

type IncomeLimitsBrowserProps = { place: IncomeLimitsPlace; onPlaceChange: (place: IncomeLimitsPlace) => void };

export function IncomeLimitsBrowser({ place, onPlaceChange }: IncomeLimitsBrowserProps) {
  const counties = useIncomeLimitCounties({ state: place.state });

  const countyColumns: Column<IncomeLimitCounty>[] = [
    {
      header: 'County',
      cell: (county) => (
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => onPlaceChange({ ...place, county: county.county_fips })}
          aria-current={place.county === county.county_fips ? 'true' : undefined}
        >
          {county.county_name}
        </Anchor>
      ),
    },
    { header: 'FIPS', cell: (county) => county.county_fips },
    {
      header: 'HUD median',
      cell: (county) =>
        county.median === null ? '—' : `${formatDollars(county.median)} (FY${county.median_fiscal_year})`,
    },
    { header: 'Tables', cell: (county) => (county.tables.length ? county.tables.join(', ') : 'None') },
  ];

  return (
    <Stack gap="md">
      <NativeSelect
        label="State"
        maw="20rem"
        data={usStates.map((state) => ({ value: state.code, label: state.name }))}
        value={place.state}
        onChange={(event) => onPlaceChange({ state: event.currentTarget.value as UsStateCode })}
      />
      {place.county && <CountyLimits countyFips={place.county} />}
      {counties.isPending ? (
        <LoadingBlock label="Loading the state’s counties" rows={4} height={40} />
      ) : counties.isError ? (
        <LoadFailure title="We couldn't load the counties" error={counties.error} onRetry={() => counties.refetch()} />
      ) : (
        <ConsoleRows
          noun="counties"
          rows={counties.data.counties}
          columns={countyColumns}
          rowKey={(county) => county.county_fips}
        />
      )}
    </Stack>
  );
}
