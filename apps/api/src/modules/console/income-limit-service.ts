/**
 * Income limits in the console: HUD's yearly file checked (what it would change), then
 * imported in one transaction with its audit row, and the stored limits browsed by state and county.
 */
import type { UsStateCode } from '@hbw/contract';
import type { Database } from '../../db/database.ts';
import { invalidInput, notFound } from '../../lib/http-error.ts';
import { HudFileError, incomeLimitOperations } from '../income-limits/index.ts';
import { type Actor, auditRepository } from './audit.ts';

export function incomeLimitConsole({ db }: { db: Database }) {
  return {
    /**
     * What HUD's file would change; with `importing`, the change too, in one transaction with its
     * audit row. A file that is not HUD's is a 422 on `file`; a refused row imports nothing.
     */
    async importHudFile(actor: Actor, text: string, source: string, importing: boolean) {
      try {
        if (!importing) return await incomeLimitOperations(db).checkOrImportHudFile(text, source, false);
        return await db.transaction(async (tx) => {
          const report = await incomeLimitOperations(tx).checkOrImportHudFile(text, source, true);
          if (!report.imported) return report;
          await auditRepository(tx).record(actor, {
            action: 'income_limits.import',
            objectKind: 'income_limits',
            objectId: `hud-${report.fiscal_year}`,
            before: {
              counties: report.changed_counties.length + report.unchanged_counties + report.removed_counties.length,
            },
            after: {
              counties: report.new_counties.length + report.changed_counties.length + report.unchanged_counties,
              new: report.new_counties.length,
              changed: report.changed_counties.length,
              removed: report.removed_counties.length,
              source,
            },
          });
          return report;
        });
      } catch (error) {
        if (error instanceof HudFileError) throw invalidInput({ file: [error.message] });
        throw error;
      }
    },

    incomeLimitCounties(state: UsStateCode) {
      return incomeLimitOperations(db).countiesOfState(state);
    },

    async incomeLimitCounty(countyFips: string) {
      const county = await incomeLimitOperations(db).county(countyFips);
      if (!county) throw notFound('There is no county with this FIPS code.');
      return county;
    },
  };
}

export type IncomeLimitConsole = ReturnType<typeof incomeLimitConsole>;
