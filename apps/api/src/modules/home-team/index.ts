/** The home team's front door: what other modules may use of it (`app.homeTeam` at run time). */
export type { HomeTeamService } from './service.ts';
