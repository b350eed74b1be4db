/**
 * Leads (`/api/widget/leads`, `/api/pro/leads`): a buyer on a partner's site who saw the wallet
 * preview for a home and asked to talk to the professional whose widget it is, agreeing to share
 * their contact details with that professional alone
 * (docs/decisions/061-leads-and-the-partner-widget.md).
 */
import { z } from 'zod';
import { countyByFips } from './counties.ts';
import { emailField, fieldsValid } from './fields.ts';
import { questionnaireAnswersSchema, TARGET_PRICE_MAX, TARGET_PRICE_MIN } from './questionnaire.ts';

/** The words the buyer agrees to, naming the professional; kept with the lead as agreed. */
export function leadConsentText(professionalName: string): string {
  return `I agree that Homebuyer Wizard shares my name, email, phone number and these answers with ${professionalName}, and only with them, so that they can contact me about buying this home.`;
}

/** The public id of a key, as the widget is configured with it. */
export const widgetKeyField = z
  .string({ error: 'Give the public id of your API key.' })
  .regex(/^[0-9a-f]{16}$/, 'This is not the public id of an API key: it is 16 digits and letters a to f.');

export const newLeadBody = z
  .object({
    key: widgetKeyField,
    name: z
      .string({ error: 'Enter your name.' })
      .trim()
      .min(1, 'Enter your name.')
      .max(100, 'Use at most 100 characters.'),
    email: emailField,
    phone: z
      .string()
      .trim()
      .max(30, 'Use at most 30 characters.')
      .regex(/^[0-9+()\-. ]*$/, 'Use digits, spaces and + ( ) - . only.')
      .transform((phone) => (phone === '' ? null : phone))
      .nullish(),
    answers: questionnaireAnswersSchema,
    consent: z.literal(true, {
      error: 'Tick the box to agree to share your details, or we cannot pass them on.',
    }),
    /** The partner page's origin, as the widget saw it framed; informational. */
    source_origin: z
      .string()
      .max(300, 'Use at most 300 characters.')
      .refine((text) => URL.canParse(text) && new URL(text).origin === text, {
        message: 'Give an origin such as https://lender.example.',
      })
      .nullish(),
  })
  .refine((body) => Boolean(body.answers.county), {
    path: ['answers', 'county'],
    message: 'Choose the county of the home.',
    when: fieldsValid('answers'),
  });
export type NewLeadBody = z.infer<typeof newLeadBody>;

export const leadSchema = z.object({
  id: z.number().int(),
  buyer_name: z.string(),
  buyer_email: z.string(),
  buyer_phone: z.string().nullable(),
  /** The home's price in dollars, and its county's FIPS code and name. */
  home_price: z.number().int(),
  county: z.string(),
  county_name: z.string(),
  /** The wallet preview the buyer saw, in dollars. */
  wallet_total: z.number().int(),
  wallet_up_to_total: z.number().int(),
  program_count: z.number().int(),
  consent_text: z.string(),
  consented_at: z.string(),
  source_origin: z.string().nullable(),
  created_at: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

/** What the widget learns once the lead is made: whom it went to. */
export const leadReceiptSchema = z.object({ id: z.number().int(), professional_name: z.string() });

/** How many leads a list shows: the latest. */
export const LEADS_SHOWN = 200;

/** The widget's page (`/widget/<key's public id>?price=&county=`): the home of the partner's listing. */
export const widgetPageQuery = z.object({
  price: z.coerce
    .number({ error: 'Give the price of the home in whole dollars, as data-price="300000".' })
    .int('Give the price of the home in whole dollars, as data-price="300000".')
    .min(TARGET_PRICE_MIN, 'Give a price of at least $10,000.')
    .max(TARGET_PRICE_MAX, 'Give a price of at most $20,000,000.'),
  county: z
    .string({ error: 'Give the county of the home as its 5-digit FIPS code, as data-county="48453".' })
    .refine((fips) => /^\d{5}$/.test(fips) && countyByFips(fips) !== undefined, {
      message: 'Give the county of the home as its 5-digit FIPS code, as data-county="48453".',
    }),
});
export const widgetPageParams = z.object({ key: widgetKeyField });
