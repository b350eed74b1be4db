/**
 * Leads (docs/decisions/061-leads-and-the-partner-widget.md): a buyer on a partner's site sees the
 * wallet preview for a home through the widget of a professional's key, and asks to talk to that
 * professional, agreeing in words that name them; the lead is kept with those words, listed in the
 * professional's portal and sent to their `lead.created` webhooks in the same transaction.
 */
import { countyByFips, type Lead, leadConsentText, type NewLeadBody } from '@hbw/contract';
import type { Database } from '../../db/database.ts';
import type { ApiKeysService } from '../api-keys/index.ts';
import type { ProfessionalsService } from '../professionals/index.ts';
import type { WebhooksService } from '../webhooks/index.ts';
import type { WizardService } from '../wizard/index.ts';
import { type LeadRow, leadsRepository } from './repository.ts';

export type LeadsDeps = {
  db: Database;
  apiKeys: ApiKeysService;
  professionals: ProfessionalsService;
  wizard: WizardService;
  webhooks: WebhooksService;
};

function present(row: LeadRow): Lead {
  return {
    id: row.id,
    buyer_name: row.buyerName,
    buyer_email: row.buyerEmail,
    buyer_phone: row.buyerPhone,
    home_price: row.homePrice,
    county: row.countyFips,
    county_name: countyByFips(row.countyFips)?.name ?? row.countyFips,
    wallet_total: row.walletTotal,
    wallet_up_to_total: row.walletUpToTotal,
    program_count: row.programCount,
    consent_text: row.consentText,
    consented_at: row.consentedAt.toISOString(),
    source_origin: row.sourceOrigin,
    created_at: row.createdAt.toISOString(),
  };
}

export function leadsService({ db, apiKeys, professionals, wizard, webhooks }: LeadsDeps) {
  const repository = leadsRepository(db);

  /** The name the widget shows and the consent names: the person behind the key. */
  async function professionalName(professionalId: number): Promise<string> {
    const [contact] = await professionals.contacts([professionalId]);
    if (!contact) throw new Error(`Professional ${professionalId} has no account.`);
    return contact.name;
  }

  return {
    /** Whom the widget of the key with this public id talks for, and the origins that may show it; 404 when it is off. */
    async widget(publicId: string) {
      const key = await apiKeys.widgetOf(publicId);
      return { ...key, professionalName: await professionalName(key.professionalId) };
    },

    /**
     * A lead from the buyer for the professional of the widget's key: the preview recomputed from the
     * answers (never figures the page sent), the consent's words as the buyer saw them, and one
     * `lead.created` delivery per endpoint of theirs that chose it.
     */
    async create(body: NewLeadBody): Promise<{ id: number; professional_name: string }> {
      const key = await apiKeys.widgetOf(body.key);
      const name = await professionalName(key.professionalId);
      const preview = await wizard.preview(body.answers);
      const now = new Date();
      const lead = await db.transaction(async (tx) => {
        const row = await leadsRepository(tx).create({
          professionalId: key.professionalId,
          apiKeyId: key.id,
          buyerName: body.name,
          buyerEmail: body.email,
          buyerPhone: body.phone ?? null,
          homePrice: body.answers.target_price,
          // The body's check asks for the county (newLeadBody).
          countyFips: body.answers.county ?? '',
          walletTotal: preview.wallet.total,
          walletUpToTotal: preview.wallet.up_to_total,
          programCount: preview.results.length,
          consentText: leadConsentText(name),
          consentedAt: now,
          sourceOrigin: body.source_origin ?? null,
        });
        const presented = present(row);
        await webhooks.emit(
          {
            type: 'lead.created',
            professionalId: key.professionalId,
            key: `lead.created ${row.id}`,
            occurredAt: row.createdAt,
            data: { ...presented, professional_id: key.professionalId },
          },
          tx,
        );
        return presented;
      });
      return { id: lead.id, professional_name: name };
    },

    /** The professional's latest leads, newest first. */
    async list(professionalId: number): Promise<Lead[]> {
      return (await repository.latestOf(professionalId)).map(present);
    },
  };
}

export type LeadsService = ReturnType<typeof leadsService>;
