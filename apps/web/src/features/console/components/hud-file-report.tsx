/** What HUD's file changes (or would change): counties new, changed and removed, and the lines refused or left out. */
import type { IncomeLimitImportReport } from '@hbw/contract';
import { formatDollars, withThousands } from '@hbw/contract/money-words';
import { Stack, Text, Title } from '@mantine/core';
import { type Column, ConsoleRows } from './console-table';

type CountyChange = IncomeLimitImportReport['new_counties'][number];
type LineNote = IncomeLimitImportReport['refused'][number];

const dollars = (amount: number | null) => (amount === null ? '—' : formatDollars(amount));
const counted = (count: number, one: string, many: string) => `${withThousands(count)} ${count === 1 ? one : many}`;

const countyColumns: Column<CountyChange>[] = [
  { header: 'Line', cell: (county) => county.line },
  { header: 'County', cell: (county) => `${county.county_name}, ${county.state} (${county.county_fips})` },
  { header: 'Median before', cell: (county) => dollars(county.median_before) },
  { header: 'Median after', cell: (county) => dollars(county.median_after) },
  { header: 'Limits changed', cell: (county) => county.limits_changed },
];

const lineColumns: Column<LineNote>[] = [
  { header: 'Line', cell: (note) => note.line },
  { header: 'Why', cell: (note) => note.reason },
];

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function HudFileReport({ report }: { report: IncomeLimitImportReport }) {
  const heading = report.imported
    ? `Imported HUD’s FY${report.fiscal_year} file`
    : `What importing HUD’s FY${report.fiscal_year} file would change`;
  return (
    <Stack gap="md" aria-live="polite">
      <Title order={2} size="h4">
        {heading}
      </Title>
      <Text>
        {[
          `${counted(report.rows_read, 'row', 'rows')} read`,
          `${counted(report.new_counties.length, 'county', 'counties')} new`,
          `${counted(report.changed_counties.length, 'county', 'counties')} changed`,
          `${counted(report.unchanged_counties, 'county', 'counties')} unchanged`,
          `${counted(report.removed_counties.length, 'county', 'counties')} removed`,
          `${counted(report.refused.length, 'row', 'rows')} refused`,
          `${counted(report.left_out.length, 'row', 'rows')} left out`,
        ].join(', ')}
        .
      </Text>
      {report.refused.length > 0 && (
        <Section title="Refused rows">
          <ConsoleRows noun="refused rows" rows={report.refused} columns={lineColumns} rowKey={(note) => note.line} />
        </Section>
      )}
      {report.new_counties.length > 0 && (
        <Section title="New counties">
          <ConsoleRows
            noun="new counties"
            rows={report.new_counties}
            columns={countyColumns}
            rowKey={(county) => county.county_fips}
          />
        </Section>
      )}
      {report.changed_counties.length > 0 && (
        <Section title="Changed counties">
          <ConsoleRows
            noun="changed counties"
            rows={report.changed_counties}
            columns={countyColumns}
            rowKey={(county) => county.county_fips}
          />
        </Section>
      )}
      {report.removed_counties.length > 0 && (
        <Section title="Counties the file does not list">
          <Text size="sm">
            {report.imported
              ? 'Their HUD limits of this year were removed'
              : 'An import removes their HUD limits of this year'}
            : {report.removed_counties.map((county) => `${county.county_name} (${county.county_fips})`).join(', ')}.
          </Text>
        </Section>
      )}
      {report.left_out.length > 0 && (
        <Section title="Rows left out (not keyed by county: a lender checks them)">
          <ConsoleRows noun="rows left out" rows={report.left_out} columns={lineColumns} rowKey={(note) => note.line} />
        </Section>
      )}
    </Stack>
  );
}
