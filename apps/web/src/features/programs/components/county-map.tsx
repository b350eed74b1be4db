/**
 * A state's counties shaded by how many programs reach a home in each (decision 056), drawn from the
 * shapes the API sends, with its key, and every county with its count in a table: the map's words for
 * whoever does not see it. The SVG scales to the screen's width.
 */
import '@mantine/core/styles/Table.css';
import type { StateCoverage } from '@hbw/contract';
import { Group, Stack, Table, Text } from '@mantine/core';
import { useId } from 'react';
import { programsText, shadeKey, shadeOf } from '../county-shades';
import classes from './county-map.module.css';

const shadeClass = (shade: number) => classes[`shade${shade}`];

/** What the map shows, in a sentence: the fewest and the most, and where the most are. */
function mapSummary(coverage: StateCoverage, least: number, most: number): string {
  if (least === most) return `Every county of ${coverage.state_name}: ${programsText(most)}.`;
  const fewest = coverage.counties.filter((county) => county.programs === least).length;
  const top = coverage.counties.filter((county) => county.programs === most).map((county) => county.label);
  const where = top.length <= 3 ? top.join(', ') : `${top.length} counties`;
  return `From ${programsText(least)} in ${fewest} ${fewest === 1 ? 'county' : 'counties'} to ${programsText(most)} in ${where}.`;
}

export function CountyMap({ coverage }: { coverage: StateCoverage }) {
  const titleId = useId();
  const summaryId = useId();
  const counts = coverage.counties.map((county) => county.programs);
  const least = Math.min(...counts);
  const most = Math.max(...counts);
  const key = shadeKey(counts);
  const unshaped = coverage.counties.filter((county) => county.path === null);
  const byCount = [...coverage.counties].sort(
    (a, b) => b.programs - a.programs || a.label.localeCompare(b.label, 'en'),
  );
  return (
    <Stack gap="md">
      <svg
        viewBox={`0 0 ${coverage.map.width} ${coverage.map.height}`}
        className={classes.map}
        role="img"
        aria-labelledby={`${titleId} ${summaryId}`}
        data-testid="county-map"
      >
        <title id={titleId}>{`How many programs reach each county of ${coverage.state_name}`}</title>
        <path d={coverage.map.outline} className={classes.outline} />
        {coverage.counties.map((county) =>
          county.path === null ? null : (
            <path
              key={county.fips}
              d={county.path}
              className={`${classes.county} ${shadeClass(shadeOf(county.programs, least, most))}`}
            >
              <title>{`${county.label}: ${programsText(county.programs)}`}</title>
            </path>
          ),
        )}
      </svg>
      <Text size="sm" id={summaryId}>
        {mapSummary(coverage, least, most)}
      </Text>
      <Group gap="md" component="ul" className={classes.key} aria-label="What the shades mean">
        {key.map((shade) => (
          <Group key={shade.shade} gap={6} component="li" wrap="nowrap">
            <span className={`${classes.swatch} ${shadeClass(shade.shade)}`} aria-hidden="true" />
            <Text size="sm">
              {programsText(shade.least, shade.most)} ({shade.counties} {shade.counties === 1 ? 'county' : 'counties'})
            </Text>
          </Group>
        ))}
      </Group>
      {unshaped.length > 0 && (
        <Text size="sm" c="dimmed">
          Our map's county lines are from 2017: {unshaped.map((county) => county.label).join(', ')}{' '}
          {unshaped.length === 1 ? 'is' : 'are'} in the table below but not drawn.
        </Text>
      )}
      <details>
        <summary>
          <Text span size="sm" fw={600}>
            Every county and how many programs reach it ({coverage.counties.length})
          </Text>
        </summary>
        <Table mt="sm" striped>
          <Table.Caption>
            Programs that reach a home in each county of {coverage.state_name}, the most first
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">County</Table.Th>
              <Table.Th scope="col">Programs</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {byCount.map((county) => (
              <Table.Tr key={county.fips}>
                <Table.Th scope="row" fw={400}>
                  {county.label}
                </Table.Th>
                <Table.Td>{county.programs}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </details>
    </Stack>
  );
}
