/**
 * Agencies (program administrators) and content drafts in the console. An agency's
 * contact address is where buyers' expert requests about its programs are mailed.
 */
import { z } from 'zod';
import { pageOf, pageQuery } from './api.ts';
import { contentCollections } from './content.ts';
import { changeOf } from './fields.ts';
import { usStateCodes } from './us-states.ts';

export const agencyKeepers = ['catalogue_file', 'console_edit', 'console'] as const;
export type AgencyKeeper = (typeof agencyKeepers)[number];

export const consoleAgencySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  short_name: z.string(),
  /** Null for a national administrator. */
  state: z.string().nullable(),
  website: z.string().nullable(),
  /** Where expert requests go; without one they go to the Homebuyer Wizard team. */
  contact_email: z.string().nullable(),
  program_count: z.number().int(),
  /**
   * Who keeps it (decision 029): its catalogue file (the next import may update it), the console
   * since console staff changed it there, or the console alone (added there: no file has it).
   */
  kept_by: z.enum(agencyKeepers),
});
export type ConsoleAgency = z.infer<typeof consoleAgencySchema>;
export const consoleAgencyPage = pageOf(consoleAgencySchema);

export const consoleAgenciesQuery = pageQuery.extend({
  q: z.string().trim().max(200, 'Use at most 200 characters.').optional(),
  state: z.enum(usStateCodes, { error: 'Choose a state.' }).optional(),
});
export type ConsoleAgenciesQuery = z.infer<typeof consoleAgenciesQuery>;

/**
 * An optional text: empty or left out means none (on a change, left out means unchanged:
 * `.partial()`). The empty text is one of the alternatives the API's document shows; any other text,
 * spaces alone too, is judged as sent by the field, as its pattern or choices in the document say.
 */
const optionalText = <T extends z.ZodType<string>>(message: string, field: (error: string) => T) =>
  z.preprocess(
    (value) => (value === undefined ? null : value),
    z.union([z.literal('').transform(() => null), z.null(), field(message)], { error: message }),
  );

const agencyFields = z.object({
  name: z.string().trim().min(1, 'Enter the agency’s name.').max(200, 'Use at most 200 characters.'),
  short_name: z.string().trim().min(1, 'Enter a short name.').max(60, 'Use at most 60 characters.'),
  state: optionalText('Choose a state, or none for a national agency.', (error) => z.enum(usStateCodes, { error })),
  website: optionalText('Enter the web address, starting with https://.', (error) => z.url({ error }).max(500)),
  contact_email: optionalText('Enter an email address.', (error) => z.email({ error }).max(254)),
});

export const consoleAgencyCreateBody = agencyFields.extend({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single hyphens.')
    .max(80, 'Use at most 80 characters.'),
});
export type ConsoleAgencyCreate = z.infer<typeof consoleAgencyCreateBody>;

export const consoleAgencyUpdateBody = changeOf(agencyFields.shape, {
  message: 'Give at least one field to change.',
  path: ['name'],
});
export type ConsoleAgencyUpdate = z.infer<typeof consoleAgencyUpdateBody>;

/** A Markdown draft (`draft: true`): never public; console staff read it through its preview link. */
export const contentDraftSchema = z.object({
  collection: z.enum(contentCollections),
  path: z.string(),
  file: z.string(),
  title: z.string(),
  description: z.string(),
  date: z.string().nullable(),
  /** The page with the preview token, or null while CONTENT_PREVIEW_TOKEN is not set. */
  preview_url: z.string().nullable(),
});
export type ContentDraft = z.infer<typeof contentDraftSchema>;
