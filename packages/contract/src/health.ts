import { z } from 'zod';

/** The process answers: for a platform's liveness probe, which restarts a process that stops answering. */
export const livenessSchema = z.object({
  status: z.literal('ok'),
  uptime_seconds: z.number().int(),
});
export type Liveness = z.infer<typeof livenessSchema>;

/** The process may be sent requests: for a load balancer's health check and a platform's readiness probe. */
export const readinessSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  migrations: z.literal('ok'),
  uptime_seconds: z.number().int(),
});
export type Readiness = z.infer<typeof readinessSchema>;
