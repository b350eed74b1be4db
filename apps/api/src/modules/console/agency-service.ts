/**
 * Agencies (program administrators) in the console: listed, created and changed, each
 * change with its audit row in its transaction; and the content drafts with their preview links.
 */
import {
  CONSOLE_PAGE_SIZE,
  type ConsoleAgency,
  type ConsoleAgencyCreate,
  type ConsoleAgencyUpdate,
  type ContentCollection,
  type ContentDocument,
  pageEnvelope,
} from '@hbw/contract';
import type { Database } from '../../db/database.ts';
import { invalidInput, notFound } from '../../lib/http-error.ts';
import { contentDrafts } from '../content/index.ts';
import { type AgencyFilter, agencyOperations } from '../programs/index.ts';
import { type Actor, auditRepository } from './audit.ts';

/** What the log keeps of an agency: the fields console staff set. */
const settable = ({ name, short_name, state, website, contact_email }: ConsoleAgency) => ({
  name,
  short_name,
  state,
  website,
  contact_email,
});

type Deps = {
  db: Database;
  /** The blog and docs, whose drafts the console lists. */
  documents: (collection: ContentCollection) => Promise<ContentDocument[]>;
  previewToken: string | undefined;
};

export function agencyConsole({ db, documents, previewToken }: Deps) {
  return {
    async agencies(filter: AgencyFilter, current: number) {
      const result = await agencyOperations(db).page(filter, current, CONSOLE_PAGE_SIZE);
      return pageEnvelope(result.rows, { total: result.total, perPage: CONSOLE_PAGE_SIZE, page: current });
    },

    async createAgency(actor: Actor, fields: ConsoleAgencyCreate) {
      return db.transaction(async (tx) => {
        const agency = await agencyOperations(tx).create(fields);
        if (!agency) throw invalidInput({ slug: ['An agency with this slug exists: choose another.'] });
        await auditRepository(tx).record(actor, {
          action: 'agency.create',
          objectKind: 'agency',
          objectId: agency.id,
          before: null,
          after: settable(agency),
        });
        return agency;
      });
    },

    async updateAgency(actor: Actor, id: number, change: ConsoleAgencyUpdate) {
      return db.transaction(async (tx) => {
        const agencies = agencyOperations(tx);
        const before = await agencies.findForUpdate(id);
        if (!before) throw notFound('There is no such agency.');
        const after = await agencies.update(id, change);
        if (!after) throw notFound('There is no such agency.');
        await auditRepository(tx).record(actor, {
          action: 'agency.update',
          objectKind: 'agency',
          objectId: id,
          before: settable(before),
          after: settable(after),
        });
        return after;
      });
    },

    contentDrafts() {
      return contentDrafts(documents, previewToken);
    },
  };
}

export type AgencyConsole = ReturnType<typeof agencyConsole>;
