/** The calls of booking: slots, appointments, expert requests, and the professionals' portal. */
import { z } from 'zod';
import { mobileNumberField } from './accounts.ts';
import { pageOf } from './api.ts';
import { emailField, idField, idParams, wholeDollarsField } from './fields.ts';
import { moneyKinds } from './money-words.ts';
import { professionalKinds } from './professionals.ts';
import { BOOKING_TIME_ZONE, isCalendarDate, parseAppointmentDate, slotAt, slotIds } from './slot-grid.ts';
import { eligibilityStatuses } from './wallet.ts';

export const BOOKING_HORIZON_DAYS = 90;
export const APPOINTMENTS_PER_PAGE = 10;
export const SLOT_TAKEN = 'This time was just taken';

export const calendarDateField = z.string().trim().refine(isCalendarDate, 'Choose a date (YYYY-MM-DD).');

/**
 * A call's start as a booking, a move or a proposal writes it, `yyyy-MM-dd HH:mm:ss` in New York time
 * (docs/product.md section 14), read here, once, into the instant it names: a start of the slot grid,
 * or a refusal on the field. The API's services take the instant.
 */
export const appointmentDateField = z
  .string()
  .trim()
  .min(1, 'Choose a time.')
  .max(30)
  .transform((text, context) => {
    const startsAt = parseAppointmentDate(text);
    if (startsAt && slotAt(startsAt)) return startsAt;
    context.addIssue({
      code: 'custom',
      message: `Choose one of the times offered, written YYYY-MM-DD HH:mm:ss in ${BOOKING_TIME_ZONE} time.`,
    });
    return z.NEVER;
  });

export const slotDisabledReasons = [
  'past',
  'not_offered',
  'day_off',
  'booked',
  'calendar_busy',
  'buyer_busy',
  'beyond_horizon',
] as const;
export type SlotDisabledReason = (typeof slotDisabledReasons)[number];

export const slotDisabledLabels: Record<SlotDisabledReason, string> = {
  past: 'This time has passed',
  not_offered: 'Not offered on this day',
  day_off: 'Day off',
  booked: 'Already booked',
  calendar_busy: 'Busy in their calendar',
  buyer_busy: 'You have another call then',
  beyond_horizon: `Calls can be booked up to ${BOOKING_HORIZON_DAYS} days ahead`,
};

export const slotSchema = z.object({
  id: z.number().int(),
  time: z.string(),
  starts_at: z.string(),
  /** The professional takes calls at this time on this day. */
  active: z.boolean(),
  disabled: z.boolean(),
  disabled_reason: z.enum(slotDisabledReasons).nullable(),
  disabled_label: z.string().nullable(),
  /** The buyer's own connected calendar has something then: a warning, not a refusal. */
  busy_in_your_calendar: z.boolean(),
});
export type Slot = z.infer<typeof slotSchema>;

export const slotsQuery = z.object({ professional_detail_id: idField, date: calendarDateField });
export const checkQuery = z.object({ professional_detail_id: idField, appointment_date: calendarDateField });

/** A calendar month, `yyyy-MM`. */
export const calendarMonthField = z.string().regex(/^(19|20|21)\d{2}-(0[1-9]|1[0-2])$/, 'Choose a month (YYYY-MM).');
export const daysQuery = z.object({ professional_detail_id: idField, month: calendarMonthField });

/** A day of a month with a professional: whether the buyer can book a time, and how many are free. */
export const bookingDaySchema = z.object({
  /** The New York date, `yyyy-MM-dd`. */
  date: z.string(),
  bookable: z.boolean(),
  /** The day's free times: the slots the slot list of that day shows as not disabled. */
  free_slots: z.number().int(),
  /** Why no time is free, in the slot list's words; null when one is. */
  disabled_reason: z.enum(slotDisabledReasons).nullable(),
  disabled_label: z.string().nullable(),
});
export type BookingDay = z.infer<typeof bookingDaySchema>;

export const appointmentStatuses = ['booked', 'cancelled', 'completed', 'no_show'] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];

export const appointmentSchema = z.object({
  id: z.number().int(),
  /** New York wall time, `yyyy-MM-dd HH:mm:ss`. */
  appointment_date: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.enum(appointmentStatuses),
  program_administrative_information_id: z.number().int(),
  program: z.object({ id: z.number().int(), name: z.string() }),
  professional_detail_id: z.number().int(),
  professional: z.object({
    id: z.number().int(),
    name: z.string(),
    company: z.string(),
    kind: z.enum(professionalKinds),
  }),
  buyer: z.object({ name: z.string(), email: z.string() }),
  meet_link: z.string().nullable(),
  microsoft_meeting_id: z.string().nullable(),
  description: z.string(),
  cancellation_note: z.string().nullable(),
  created_at: z.string(),
});
export type Appointment = z.infer<typeof appointmentSchema>;
export const appointmentPage = pageOf(appointmentSchema);

export const storeAppointmentBody = z.object({
  program_administrative_information_id: idField,
  professional_detail_id: idField,
  appointment_date: appointmentDateField,
  description: z.string().trim().max(2000, 'Use at most 2,000 characters.').default(''),
  // The original's client made the calendar event and sent these; ours makes it on the server.
  meet_link: z.unknown().optional(),
  microsoft_meeting_id: z.unknown().optional(),
});

export const cancelQuery = z.object({ id: idField });

/** `PUT appointment/reschedule`: one of the caller's calls, and its new start in New York time. */
export const rescheduleAppointmentBody = z.object({
  id: idField,
  appointment_date: appointmentDateField,
});
export const appointmentParams = idParams;

export const sendEmailBody = z.object({
  appointment_id: idField,
  subject: z.string().trim().min(1, 'Write a subject.').max(200, 'Use at most 200 characters.'),
  email: emailField.optional(),
  body: z.string().trim().min(1, 'Write a message.').max(5000, 'Use at most 5,000 characters.'),
});

export const expertTypes = ['housing_counselor', 'real_estate_agent', 'lender'] as const;

export const emailRequestBody = z.object({
  program_id: idField,
  program_name: z.string().trim().max(200).optional(),
  expert_type: z.enum(expertTypes, { error: 'Choose the kind of expert.' }),
  email: emailField,
  mobile_number: mobileNumberField,
  household_income: wholeDollarsField('Enter your yearly household income in dollars.'),
});

const calendarConnection = z.object({
  connected: z.boolean(),
  email: z.string().nullable(),
  /** Until when the current access lasts; it is renewed on its own while the connection holds. */
  expires_at: z.string().nullable(),
  /** The provider stopped accepting our access: the owner must connect it again. */
  broken: z.boolean(),
});
export const calendarConnectionsSchema = z.object({ google: calendarConnection, microsoft: calendarConnection });

export const weeklyAvailabilitySchema = z.object({
  /** For each weekday, 0 = Sunday, the slot ids the professional takes calls in. */
  weekly: z
    .array(
      z
        .array(
          z
            .number()
            .int()
            .refine((slot) => slotIds.includes(slot), 'Not a slot of the grid.'),
        )
        .max(27),
    )
    .length(7, 'Give the seven days of the week.'),
  days_off: z.array(z.object({ date: calendarDateField, note: z.string().trim().max(200).default('') })).max(366),
});
export type WeeklyAvailability = z.infer<typeof weeklyAvailabilitySchema>;

/**
 * The professional's three lists: calls still ahead (soonest first), calls that took place or should
 * have (latest first), and cancelled calls whenever they were to be (latest first).
 */
export const proCallLists = ['upcoming', 'past', 'cancelled'] as const;
export type ProCallList = (typeof proCallLists)[number];

export const proAppointmentsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  when: z.enum(proCallLists, { error: 'Choose upcoming, past or cancelled.' }).default('upcoming'),
});

/** A call in the professional's lists: the call, and its buyer's photo (a path for the image endpoint) or null. */
export const proCallListItemSchema = appointmentSchema.extend({ buyer_photo: z.string().nullable() });
export type ProCallListItem = z.infer<typeof proCallListItemSchema>;
export const proCallPage = pageOf(proCallListItemSchema);

/**
 * What the wizard engine says the buyer may get from the call's program, from the buyer's saved
 * answers: the professional prepares the call with it. Null status and amount 0 until the buyer
 * finished the questionnaire, or when the program is not among those of the buyer's state.
 */
export const callProgramOutlookSchema = z.object({
  answers_complete: z.boolean(),
  status: z.enum(eligibilityStatuses).nullable(),
  /** The part the buyer can count on; `up_to` the most, as the wallet tells them (`money`: how it comes). */
  amount: z.number().int(),
  up_to: z.number().int(),
  money: z.enum(moneyKinds).nullable(),
  /** How the amount was estimated, in a sentence; empty without a status. */
  estimate: z.string(),
  /** Counted in the buyer's wallet, an alternative to programs that are, or neither. */
  wallet_group: z.enum(['counted', 'alternative']).nullable(),
  why_not_counted: z.string().nullable(),
  /** What the lender will still have to check. */
  warnings: z.array(z.string()),
  /** The rules the answers fail, when the status is not_eligible. */
  blockers: z.array(z.string()),
  /** The buyer's whole wallet, for scale. */
  wallet_total: z.number().int(),
});
export type CallProgramOutlook = z.infer<typeof callProgramOutlookSchema>;

/** A call booked with the professional, with what they need of its buyer (never another buyer's). */
export const proCallSchema = appointmentSchema.extend({
  buyer_details: z.object({
    name: z.string(),
    email: z.string(),
    /** The photo's path for the image endpoint, or null. */
    photo: z.string().nullable(),
    mobile_number: z.string().nullable(),
    /** What the buyer wrote when booking. */
    note: z.string(),
    program_outlook: callProgramOutlookSchema,
  }),
});
export type ProCall = z.infer<typeof proCallSchema>;

export const proAppointmentUpdateBody = z.object({
  action: z.enum(['cancel', 'complete', 'no_show'], { error: 'Choose cancel, complete or no_show.' }),
  note: z.string().trim().max(1000, 'Use at most 1,000 characters.').default(''),
});

/**
 * What a link of a call's email lets its holder do without signing in: move the call, cancel it, or
 * answer the time the professional proposed (decision 026).
 */
export const callLinkPurposes = ['reschedule', 'cancel', 'proposal'] as const;
export type CallLinkPurpose = (typeof callLinkPurposes)[number];

/** The link's token travels in this header, never in an address the server would log. */
export const CALL_LINK_HEADER = 'call-link';
export const callLinkHeaders = z.object({
  [CALL_LINK_HEADER]: z.string().trim().min(1, 'Open the link from your email.').max(200),
});
export const callLinkQuery = z.object({
  purpose: z.enum(callLinkPurposes, { error: 'Choose reschedule, cancel or proposal.' }),
});
export const callLinkDaysQuery = z.object({ month: calendarMonthField });
export const callLinkSlotsQuery = z.object({ date: calendarDateField });

/** A new time for a call, in New York wall time as a booking takes it. */
export const newCallTimeBody = z.object({
  appointment_date: appointmentDateField,
});

/** A time the professional proposes for a call, open until the buyer answers or either time comes. */
export const callProposalSchema = z.object({
  id: z.number().int(),
  /** New York wall time, `yyyy-MM-dd HH:mm:ss`. */
  appointment_date: z.string(),
  starts_at: z.string(),
  /** When the proposal lapses: the proposed time or the call's own, whichever comes first. */
  expires_at: z.string(),
});
export type CallProposal = z.infer<typeof callProposalSchema>;

export const proposalAnswerBody = z.object({
  answer: z.enum(['accept', 'decline'], { error: 'Choose accept or decline.' }),
});
export type ProposalAnswer = z.infer<typeof proposalAnswerBody>['answer'];

/** A call as one of its email's links shows it: what the link is for, the call, and the open proposal. */
export const linkedCallSchema = z.object({
  purpose: z.enum(callLinkPurposes),
  call: appointmentSchema,
  proposal: callProposalSchema.nullable(),
});
export type LinkedCall = z.infer<typeof linkedCallSchema>;
