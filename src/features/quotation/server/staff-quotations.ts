import 'server-only';
import * as quotationPage from '@/features/quotation/content/quotation-page';
import { inLocale } from '@/lib/i18n/page-locale';
import { isTrackKind, type LeadKind } from '@/features/leads';
import { parseEstimateSnapshot } from '@/features/estimate';
import { formatLongDate } from '@/lib/format-date';
import { formatPaise } from '@/lib/format-inr';
import { normalizeIndianPhone } from '@/lib/phone';
import { prefillQuotation } from '@/features/quotation/prefill';
import { versionStatus } from '@/features/quotation/status';
import { quotationTotals } from '@/features/quotation/totals';
import type { StaffQuotation, StaffQuotationVersion } from '@/features/quotation/views';
import { quotationDraftSchema, type QuotationDraft } from '@/features/quotation/schemas/draft';
import { getDb } from '@/server/db';
import { findLead } from '@/features/leads/server';
import { insertAudit } from '@/server/db/stores/audit-log';
import { inventoryFor } from '@/features/survey/server';
import {
  findQuotation,
  findQuotationOfLead,
  insertQuotation,
  listVersions,
  saveQuotationVersion,
  type StoredVersion,
} from '@/features/quotation/server/data/quotations';
import { listEvents, markSent } from '@/features/quotation/server/data/quotation-events';
import { writeTransaction } from '@/server/db/write-transaction';
import { wakeMailSender } from '@/server/mail/outbox';
import { queueCustomerQuotationEmail } from '@/features/quotation/server/notify';
import { newQuotationToken, quotationUrl } from '@/features/quotation/server/token';
import { actorOf, leadFor, need, type StaffMember } from '@/features/people/server';

/** Every function here checks the signed-in member's rights itself. */

/** A lead of a kind that can have a quotation: a request a customer made. */
const quotable = (kind: LeadKind) => isTrackKind(kind);

function versionView(version: StoredVersion, latest: number): StaffQuotationVersion {
  const totals = quotationTotals(version.lines, version.discountPaise);
  return {
    version: version.version,
    status: versionStatus(version, latest),
    lines: totals.lines,
    // The one money function's figures (the stored totals are its result too).
    subtotalPaise: totals.subtotalPaise,
    discountPaise: totals.discountPaise,
    taxablePaise: totals.taxablePaise,
    gstPaise: totals.gstPaise,
    totalPaise: totals.totalPaise,
    advancePaise: version.advancePaise,
    validUntil: version.validUntil,
    updatedAt: version.updatedAt,
    updatedBy: version.updatedByName,
    sentAt: version.sentAt,
    openedAt: version.openedAt,
    acceptedAt: version.acceptedAt,
    acceptedName: version.acceptedName,
  };
}

async function staffView(
  db: Awaited<ReturnType<typeof getDb>>['db'],
  quotation: { id: string; token: string; latestVersion: number },
): Promise<StaffQuotation> {
  const [versions, events] = await Promise.all([
    listVersions(db, quotation.id),
    listEvents(db, quotation.id),
  ]);
  return {
    id: quotation.id,
    token: quotation.token,
    url: quotationUrl(quotation.token),
    latestVersion: quotation.latestVersion,
    versions: versions.map((v) => versionView(v, quotation.latestVersion)),
    events: events.map((e) => ({
      version: e.version,
      kind: e.kind,
      at: e.at,
      by: e.actorName,
      detail: e.detail,
    })),
  };
}

/** A lead's quotation; null when it has none yet, undefined when there is no such lead. */
export async function adminQuotationOfLead(
  member: StaffMember,
  kind: LeadKind,
  id: string,
): Promise<StaffQuotation | null | undefined> {
  const { db } = await need(member, 'leads.read');
  if (!quotable(kind) || !(await leadFor(member, db, kind, id))) return undefined;
  const quotation = await findQuotationOfLead(db, kind, id);
  return quotation ? staffView(db, quotation) : null;
}

/** The first draft staff see before making a quotation: from the lead's estimate and survey. */
export async function adminQuotationPrefill(member: StaffMember, kind: LeadKind, id: string) {
  const { db } = await need(member, 'leads.read');
  const lead = quotable(kind) ? await leadFor(member, db, kind, id) : undefined;
  if (!lead) return undefined;
  const inventory = await inventoryFor(member, db, kind, id);
  const estimate = 'estimate' in lead ? parseEstimateSnapshot(lead.estimate) : null;
  return prefillQuotation(estimate, inventory?.rooms ?? []);
}

export type CreateResult =
  { ok: true; quotation: StaffQuotation } | { ok: false; reason: 'not_found' | 'exists' };

/**
 * Makes a lead's quotation from `draft`, or (none given) from its estimate and survey.
 * One quotation per lead: a second is refused ('exists').
 */
export async function adminCreateQuotation(
  member: StaffMember,
  kind: LeadKind,
  id: string,
  draft?: QuotationDraft,
): Promise<CreateResult> {
  const { session } = await need(member, 'quotations.make');
  if (!quotable(kind)) return { ok: false, reason: 'not_found' };
  const content =
    draft ?? quotationDraftSchema.parse((await adminQuotationPrefill(member, kind, id)) ?? null);
  const handle = await getDb();
  const made = await writeTransaction(handle, async (trx) => {
    const lead = await findLead(trx, kind, id);
    if (!lead) return 'not_found' as const;
    const inserted = await insertQuotation(trx, {
      leadKind: kind,
      leadId: id,
      token: newQuotationToken(),
      content,
      actorName: session.name,
    });
    if (!inserted) return 'exists' as const;
    await insertAudit(trx, {
      ...actorOf(session),
      action: 'quotation',
      target: lead.reference,
      detail: `version 1 made: ${formatPaise(inserted.version.totalPaise)}`,
    });
    return inserted.quotation;
  });
  if (typeof made === 'string') return { ok: false, reason: made };
  return { ok: true, quotation: await staffView(handle.db, made) };
}

export type EditResult =
  | { ok: true; quotation: StaffQuotation; version: StaffQuotationVersion }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'conflict'; latest: number }
  | { ok: false; reason: 'accepted'; version: number };

/** Saves staff's edit of version `edit.version` (see saveQuotationVersion for the rules). */
export async function adminEditQuotation(
  member: StaffMember,
  quotationId: string,
  edit: QuotationDraft & { version: number },
): Promise<EditResult> {
  const { session } = await need(member, 'quotations.make');
  const handle = await getDb();
  const outcome = await writeTransaction(handle, async (trx) => {
    const quotation = await findQuotation(trx, quotationId);
    if (!quotation || !quotable(quotation.leadKind))
      return { ok: false as const, reason: 'not_found' as const };
    const saved = await saveQuotationVersion(trx, handle.engine, {
      quotationId,
      expected: edit.version,
      content: edit,
      actorName: session.name,
    });
    if (saved.ok) {
      const lead = await findLead(trx, quotation.leadKind, quotation.leadId);
      await insertAudit(trx, {
        ...actorOf(session),
        action: 'quotation',
        target: lead?.reference ?? null,
        detail: `version ${saved.version.version} ${saved.newVersion ? 'made' : 'changed'}: ${formatPaise(saved.version.totalPaise)}`,
      });
    }
    return saved;
  });
  if (!outcome.ok) return outcome;
  const quotation = (await findQuotation(handle.db, quotationId))!;
  const view = await staffView(handle.db, quotation);
  return {
    ok: true,
    quotation: view,
    version: view.versions.find((v) => v.version === outcome.version.version)!,
  };
}

/** The lead page's send, by the quotation's id (`POST /api/admin/quotations/{id}/send`). */
export async function adminSendQuotationById(
  member: StaffMember,
  quotationId: string,
  channel: 'email' | 'whatsapp',
): Promise<SendResult> {
  const { db } = await need(member, 'quotations.make');
  const quotation = await findQuotation(db, quotationId);
  if (!quotation) return { ok: false, reason: 'not_found' };
  return adminSendQuotation(member, quotation.leadKind, quotation.leadId, channel);
}

export type SendResult =
  | { ok: true; whatsappHref?: string }
  | { ok: false; reason: 'not_found' | 'no_mail' | 'no_email' | 'no_phone' };

/**
 * Sends the latest version: by email through the outbox (a neutral text and the link), or by
 * making the wa.me link with the customer's number and a message with the link (the staff
 * member's phone sends it). Either records the sending on the version and in the audit log.
 */
export async function adminSendQuotation(
  member: StaffMember,
  kind: LeadKind,
  id: string,
  channel: 'email' | 'whatsapp',
): Promise<SendResult> {
  const { session } = await need(member, 'quotations.make');
  if (!quotable(kind)) return { ok: false, reason: 'not_found' };
  const handle = await getDb();
  const result = await writeTransaction(handle, async (trx): Promise<SendResult> => {
    const lead = await findLead(trx, kind, id);
    const quotation = lead && (await findQuotationOfLead(trx, kind, id));
    if (!lead || !quotation) return { ok: false, reason: 'not_found' };
    const [latest] = await listVersions(trx, quotation.id);
    if (!latest) return { ok: false, reason: 'not_found' };
    const url = quotationUrl(quotation.token);
    const validUntil = formatLongDate(latest.validUntil);
    // What the customer reads (the email, the WhatsApp text) is in their language (issue 49).
    const customer = inLocale(quotationPage, lead.language ?? 'en').quotationEmailTexts;
    let whatsappHref: string | undefined;
    if (channel === 'email') {
      // A lead taken by phone may have no email address.
      if (!lead.email) return { ok: false, reason: 'no_email' };
      const queued = await queueCustomerQuotationEmail(trx, {
        to: lead.email,
        subject: customer.customerSubject(lead.reference),
        text: customer.customerBody(lead.reference, url, validUntil),
        label: `the quotation email to the customer of ${lead.reference}`,
      });
      if (!queued) return { ok: false, reason: 'no_mail' };
    } else {
      const phone = 'phone' in lead && lead.phone ? normalizeIndianPhone(lead.phone) : null;
      if (!phone) return { ok: false, reason: 'no_phone' };
      const text = customer.whatsapp({
        reference: lead.reference,
        url,
        validUntil,
        total: formatPaise(quotationTotals(latest.lines, latest.discountPaise).totalPaise),
        advance: latest.advancePaise > 0 ? formatPaise(latest.advancePaise) : null,
      });
      whatsappHref = `https://wa.me/${phone.slice(1)}?text=${encodeURIComponent(text)}`;
    }
    await markSent(
      trx,
      quotation.id,
      latest.version,
      channel === 'email' ? 'emailed' : 'whatsapp',
      session.name,
    );
    await insertAudit(trx, {
      ...actorOf(session),
      action: 'quotation-sent',
      target: lead.reference,
      detail: `version ${latest.version} ${channel === 'email' ? 'emailed' : 'on WhatsApp'}`,
    });
    return whatsappHref ? { ok: true, whatsappHref } : { ok: true };
  });
  if (result.ok && channel === 'email') wakeMailSender();
  return result;
}
