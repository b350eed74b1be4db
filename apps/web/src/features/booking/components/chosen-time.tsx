/**
 * The time chosen on the booking page and the button that books or moves the call: a card below the
 * times, and on a phone a bar fixed at the bottom of the screen (booking-form.module.css), each
 * focusable, so that picking a time brings the confirmation into reach.
 */
import { callWhenIn, type Slot } from '@hbw/contract';
import { Alert, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import classes from './booking-form.module.css';

type ChosenTimeProps = {
  slot: Slot;
  professionalName: string;
  timeZone: string;
  /** The button's words: booking a call, or moving one. */
  confirmLabel: string;
  pending: boolean;
};

export function ConfirmCall({
  slot,
  professionalName,
  programName,
  timeZone,
  confirmLabel,
  pending,
  moving,
  children,
  ref,
}: ChosenTimeProps & {
  programName: string;
  moving: boolean;
  /** What a new call asks for besides its time (its note). */
  children?: ReactNode;
  ref: Ref<HTMLElement>;
}) {
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="confirm-call"
      ref={ref}
      tabIndex={-1}
      className={classes.confirmation}
    >
      <Stack gap="md">
        <Title order={2} size="h4" id="confirm-call">
          {moving ? 'Confirm the new time' : 'Confirm your call'}
        </Title>
        <div>
          <Text fw={700}>{callWhenIn(new Date(slot.starts_at), timeZone)}</Text>
          <Text size="sm" c="dimmed">
            30 minutes online with {professionalName}, about {programName}. The meeting link comes by email and on the
            next page.
          </Text>
        </div>
        {slot.busy_in_your_calendar && (
          <Alert color="orange" variant="light" title="Your calendar has something then">
            You can still book this time if you want to.
          </Alert>
        )}
        {children}
        <Group visibleFrom="sm">
          <Button type="submit" size="md" loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The note for the professional that a new call carries. */
export function CallNote({
  professionalName,
  value,
  error,
  onChange,
}: {
  professionalName: string;
  value: string;
  error: string | undefined;
  onChange: (note: string) => void;
}) {
  return (
    <Textarea
      label={`A note for ${professionalName}`}
      description="What would you like to talk about? Optional."
      autosize
      minRows={3}
      maxLength={2000}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  );
}

/** On a phone: the chosen time and the button, at the bottom of the screen. */
export function ChosenTimeBar({
  slot,
  professionalName,
  timeZone,
  confirmLabel,
  pending,
  ref,
}: ChosenTimeProps & { ref: Ref<HTMLElement> }) {
  return (
    <section className={classes.bar} ref={ref} tabIndex={-1} aria-label="Your chosen time">
      <div className={classes.barText}>
        <Text fw={700} size="sm">
          {callWhenIn(new Date(slot.starts_at), timeZone)}
        </Text>
        <Text size="xs">With {professionalName}, 30 minutes</Text>
      </div>
      <Button type="submit" loading={pending}>
        {confirmLabel}
      </Button>
    </section>
  );
}
