/**
 * Booking a call (/app/book-appointment/{id}?program=<id>&date=<yyyy-MM-dd>, {id} being the
 * professional): the professional, the day and time, a note, then the booked call. The day is kept
 * in the address, so that going back or reloading shows the same day.
 */
import {
  type Appointment,
  BOOKING_HORIZON_DAYS,
  isCalendarDate,
  type Professional,
  showsEasternTime,
} from '@hbw/contract';
import { idInAddress } from '@hbw/contract/routes';
import { Alert, Anchor, Container, List, Skeleton, Stack, Text } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, type LoaderFunction, useParams, useSearchParams } from 'react-router';
import { DemoNotice } from '@/components/demo-notice';
import { ErrorPage } from '@/components/error-page';
import { LoadFailure } from '@/components/load-failure';
import { PageIntro } from '@/components/page-intro';
import { PageTitle } from '@/components/page-title';
import { appointmentRequestPath, bookAppointmentPath } from '@/config/paths';
import { signedIn } from '@/features/booking/api/caller';
import { prefetchBookingDay } from '@/features/booking/api/get-days';
import { BookingForm } from '@/features/booking/components/booking-form';
import { professionalQueryOptions, useProfessional } from '@/features/professionals/api/get-professional';
import { useProfile } from '@/features/session/api/get-profile';
import { ApiError } from '@/lib/api-client';
import { addDays, readingTimeZone, todayInNewYork } from '@/lib/call-time';

/** The day asked for in the address when it can be booked; otherwise null, for the first day with free times. */
function bookableDate(asked: string | null): string | null {
  const today = todayInNewYork();
  const last = addDays(today, BOOKING_HORIZON_DAYS);
  return asked && isCalendarDate(asked) && asked >= today && asked <= last ? asked : null;
}

// Shown only once a call is booked: its code (the call's page, its meeting link, the calendar file)
// is loaded then, not with the page.
const BookingConfirmation = lazy(() =>
  import('@/features/booking/components/booking-confirmation').then((module) => ({
    default: module.BookingConfirmation,
  })),
);

/**
 * The professional, the days and the slots are asked for together as soon as the page is known,
 * rather than one after the other as each part of the page is rendered (four round trips on a phone).
 * In the browser, the page waits for the professional only: a change of day (which runs this again)
 * shows its grid loading at once rather than after its times have come. The server renders the page
 * once (decision 033), so it waits for the day too: the first render shows its times.
 */
export const clientLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params, request }) => {
    const professionalId = idInAddress(params.id);
    if (professionalId === null) return null;
    const asked = new URL(request.url).searchParams;
    const day =
      idInAddress(asked.get('program')) !== null
        ? prefetchBookingDay(queryClient, professionalId, bookableDate(asked.get('date')))
        : undefined;
    await Promise.all([
      queryClient.prefetchQuery(professionalQueryOptions(professionalId)),
      import.meta.env.SSR ? day : undefined,
    ]);
    return null;
  };

/** Without a program in the address (or one the professional does not take), the buyer picks one. */
function ChooseProgram({ professional }: { professional: Professional }) {
  return (
    <Alert color="blue" variant="light" title="Which program would you like to talk about?">
      <List spacing="xs" mt="xs">
        {professional.programs.map((program) => (
          <List.Item key={program.id}>
            <Anchor component={Link} to={bookAppointmentPath(professional.id, program.id)}>
              {program.name}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

function BookWithProfessional({ professionalId }: { professionalId: number }) {
  const professional = useProfessional(professionalId);
  const [searchParams, setSearchParams] = useSearchParams();
  const [booked, setBooked] = useState<Appointment | null>(null);
  const timeZone = readingTimeZone(useProfile().data?.time_zone);
  const askedProgram = idInAddress(searchParams.get('program'));
  const movingCallId = idInAddress(searchParams.get('reschedule'));
  const date = bookableDate(searchParams.get('date'));

  if (professional.isPending) {
    return <Skeleton height={80} width="60%" role="status" aria-label="Loading the professional" />;
  }
  if (professional.isError) {
    if (professional.error instanceof ApiError && professional.error.status === 404) return <ErrorPage />;
    return (
      <LoadFailure
        title="We couldn't load this professional"
        error={professional.error}
        onRetry={() => void professional.refetch()}
      />
    );
  }

  const person = professional.data;
  const program =
    askedProgram === null ? undefined : person.programs.find((candidate) => candidate.id === askedProgram);
  return (
    <Stack gap="xl">
      <PageTitle title={`Book a call with ${person.name}`} />
      <PageIntro eyebrow={program ? `About ${program.name}` : 'Book a call'} title={`Book a call with ${person.name}`}>
        {person.company}. A free 30-minute video call.{' '}
        {showsEasternTime(new Date(), timeZone)
          ? 'Times are Eastern Time.'
          : 'Times are shown in your time zone, with Eastern Time beside them.'}
      </PageIntro>
      {person.is_demo && (
        <DemoNotice>
          {person.name} is a demo profile for trying Homebuyer Wizard, not a real person: the call is booked, but no one
          will join it.
        </DemoNotice>
      )}
      {!program ? (
        <ChooseProgram professional={person} />
      ) : booked ? (
        <Suspense fallback={<Skeleton height={240} role="status" aria-label="Loading your booked call" />}>
          <BookingConfirmation booked={booked} timeZone={timeZone} moved={movingCallId !== null} />
        </Suspense>
      ) : (
        <>
          {movingCallId && (
            <Alert color="blue" variant="light" title="Moving your call">
              Choose its new time. Your current time stays yours until you confirm the new one; the meeting link stays
              the same.
            </Alert>
          )}
          <BookingForm
            caller={signedIn}
            professional={person}
            program={program}
            askedDate={date}
            timeZone={timeZone}
            movingCallId={movingCallId}
            onDateChange={(next) =>
              setSearchParams(
                {
                  program: String(program.id),
                  date: next,
                  ...(movingCallId ? { reschedule: String(movingCallId) } : {}),
                },
                { replace: true, preventScrollReset: true },
              )
            }
            onBooked={setBooked}
          />
          <Text size="sm">
            No time suits you?{' '}
            <Anchor component={Link} to={appointmentRequestPath(program.id)} fw={600}>
              Ask for an expert
            </Anchor>{' '}
            and the program's administrator will contact you.
          </Text>
        </>
      )}
    </Stack>
  );
}

export default function BookAppointment() {
  const professionalId = idInAddress(useParams().id);
  if (professionalId === null) return <ErrorPage />;
  return (
    <Container size="lg" py={{ base: 'lg', md: 'xl' }}>
      <BookWithProfessional professionalId={professionalId} />
    </Container>
  );
}
