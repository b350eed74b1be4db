/**
 * The zone the buyer reads call times in: every IANA zone this browser knows, searchable, each with
 * its name and the time it shows now; "Use this device's time zone" when the device's differs. Calls
 * stay booked in Eastern Time; the buyer's own time is shown first beside it.
 */
import { type Profile, timeIn, zoneNameAt } from '@hbw/contract';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/ScrollArea.css';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/call-time';
import { useUpdateProfile } from '../api/update-profile';

type TimeZoneFormProps = { profile: Profile; onSaved: (profile: Profile) => void };

/** "America/Los Angeles (Pacific Standard Time, 7:00 AM now)". */
export function timeZoneLabel(zone: string, now: Date): string {
  return `${zone.replaceAll('_', ' ')} (${zoneNameAt(now, zone)}, ${timeIn(now, zone)} now)`;
}

export function TimeZoneForm({ profile, onSaved }: TimeZoneFormProps) {
  const device = browserTimeZone();
  const [zone, setZone] = useState<string | null>(profile.time_zone ?? device);
  const update = useUpdateProfile({ onSaved });
  const options = useMemo(() => {
    const now = new Date();
    const zones = new Set(Intl.supportedValuesOf('timeZone'));
    // The browser may name its own zone by an alias the list leaves out ("UTC", "Asia/Calcutta").
    for (const known of [device, profile.time_zone]) if (known) zones.add(known);
    return [...zones].map((value) => ({ value, label: timeZoneLabel(value, now) }));
  }, [device, profile.time_zone]);
  const problem = update.error instanceof ApiError ? update.error.errors.time_zone?.[0] : update.error?.message;

  return (
    <form
      noValidate
      aria-label="Your time zone"
      onSubmit={(event) => {
        event.preventDefault();
        if (zone) update.mutate({ fields: { time_zone: zone } });
      }}
    >
      <Stack gap="sm">
        <Select
          label="Time zone"
          description="Call times are shown in this zone first, with Eastern Time beside them."
          data={options}
          value={zone}
          onChange={setZone}
          searchable
          nothingFoundMessage="No time zone by that name"
          error={problem}
          allowDeselect={false}
        />
        {!profile.time_zone && (
          <Text size="sm" c="dimmed">
            Not saved yet: until you save one, times show in this device's zone.
          </Text>
        )}
        <Group justify="space-between">
          {zone !== device ? (
            <Button variant="subtle" onClick={() => setZone(device)}>
              Use this device's time zone
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={update.isPending} disabled={!zone || zone === profile.time_zone}>
            Save time zone
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
