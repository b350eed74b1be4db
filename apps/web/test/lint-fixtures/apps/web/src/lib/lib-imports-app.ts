// Breaks the rule: shared code built on the app.
import { buildRoutes } from '@/app/router';

export const routes = buildRoutes;
