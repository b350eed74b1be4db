/**
 * zod compiles object schemas with `new Function` when it may. Our pages' content security policy
 * allows no `eval`, so its probe for that was refused, and the browser reported each refusal as a
 * policy violation (Lighthouse's best practices count it). Imported first by `main.tsx`, before any
 * schema parses: zod then never probes and parses without compiling.
 */
import { z } from 'zod';

z.config({ jitless: true });
