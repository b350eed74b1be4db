/**
 * API keys of a professional (`/api/pro/api-keys`): what a key may open (its scopes), the shape of a
 * key as it is sent, and the portal's calls that create, list and revoke keys
 * (docs/decisions/059-api-keys-of-a-professional.md).
 */
import { z } from 'zod';

/** What a key may do, each scope naming the calls it opens. A scope exists once the calls it opens do. */
export const apiKeyScopes = ['calls:read', 'availability:write', 'webhooks:manage', 'leads:read'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

export const apiKeyScopeLabels: Record<ApiKeyScope, { label: string; description: string }> = {
  'calls:read': { label: 'Read calls', description: 'List the calls booked with you.' },
  'availability:write': {
    label: 'Manage availability',
    description: 'Read and replace your weekly hours and days off.',
  },
  'webhooks:manage': {
    label: 'Manage webhooks',
    description: 'Register and remove your webhook endpoints, rotate their secrets, read their deliveries.',
  },
  'leads:read': { label: 'Read leads', description: 'List the buyers who asked to talk to you through your widget.' },
};

/** Every key starts so, which tells it from a session token and lets secret scanners find one. */
export const API_KEY_PREFIX = 'hbw_';

/**
 * A key as sent: the prefix, its public id (16 hexadecimal digits, shown in the portal's list), an
 * underscore and its secret (32 random bytes in base64url). A session token is 43 characters and
 * never has this shape.
 */
const apiKeyShape = /^hbw_([0-9a-f]{16})_([A-Za-z0-9_-]{43})$/;

/** The public id and the secret of a key, or undefined for a text that is not shaped as one. */
export function apiKeyParts(text: string): { publicId: string; secret: string } | undefined {
  const match = apiKeyShape.exec(text);
  return match?.[1] && match[2] ? { publicId: match[1], secret: match[2] } : undefined;
}

export const apiKeySchema = z.object({
  id: z.number().int(),
  /** The part of the key that is not secret: how its holder tells it apart from the others. */
  public_id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(apiKeyScopes)),
  created_at: z.string(),
  /** The last call made with it, noted at most once a minute, or null for a key never used. */
  last_used_at: z.string().nullable(),
  /** The origins whose pages may show the key's widget; none, the widget is off (decision 061). */
  widget_origins: z.array(z.string()),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** A key just created, with the whole key: the only answer that ever holds it. */
export const newApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type NewApiKey = z.infer<typeof newApiKeySchema>;

export const newApiKeyBody = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name the key, such as the system that will use it.')
    .max(100, 'Use at most 100 characters.'),
  scopes: z
    .array(z.enum(apiKeyScopes, { error: `Choose among ${apiKeyScopes.join(', ')}.` }), {
      error: 'Choose what the key may do.',
    })
    .min(1, 'Choose at least one thing the key may do.')
    .max(apiKeyScopes.length, 'Choose each scope once.')
    .refine((scopes) => new Set(scopes).size === scopes.length, {
      message: 'Choose each scope once.',
      // Only a list of known scopes is looked at for repeats.
      when: (payload) => payload.issues.length === 0,
    }),
});
export type NewApiKeyBody = z.infer<typeof newApiKeyBody>;

/** How many origins may show one key's widget. */
export const WIDGET_ORIGINS_PER_KEY = 10;

/** How many keys a professional may hold at once. */
export const API_KEYS_PER_OWNER = 20;

/** An origin a partner's page is served from: scheme, host and port, nothing after. */
export const widgetOriginField = z
  .string({ error: 'Give an origin such as https://lender.example.' })
  .trim()
  .max(300, 'Use at most 300 characters.')
  .refine((text) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol) && new URL(text).origin === text, {
    message: 'Give an origin such as https://lender.example: its scheme and host, with no path or slash at the end.',
  });

/** The sites that may show a key's widget. */
export const widgetOriginsBody = z.object({
  origins: z
    .array(widgetOriginField, { error: 'List the origins, even none.' })
    .max(WIDGET_ORIGINS_PER_KEY, `List at most ${WIDGET_ORIGINS_PER_KEY} origins.`),
});
export type WidgetOriginsBody = z.infer<typeof widgetOriginsBody>;
