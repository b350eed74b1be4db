import { z } from 'zod';

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  uptime_seconds: z.number().int(),
});
export type Health = z.infer<typeof healthSchema>;
