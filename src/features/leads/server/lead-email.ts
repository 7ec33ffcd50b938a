import 'server-only';
import { leadFieldLabels } from '@/features/leads/content/staff';
import { leadEmailTexts } from '@/features/leads/content/lead-email';
import { surveyEditorTexts as surveyTexts } from '@/features/survey/content/survey';
import { catalogueItem, summarise, type InventoryRoom } from '@/features/survey';
import { fieldText, formatReceived } from '@/features/leads/format';
import { LEAD_KINDS } from '@/features/leads/lead-kinds';
import { type LeadField, type LeadKind } from '@/features/leads/lead-types';

export interface LeadEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

// Addresses the forms accepted; anything else (a line break, a display name) is not used.
const PLAIN_ADDRESS = /^[^\s@<>()[\],;:"\\]+@[^\s@<>()[\],;:"\\]+\.[^\s@<>()[\],;:"\\]+$/;

/** Visitor text as plain-text lines: no control characters but line breaks and tabs. */
function clean(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '');
}

/** The list a lead was sent with, room by room, and what it needs (load, vehicle, crew). */
function surveyLines(rooms: readonly InventoryRoom[]): string[] {
  const lines: string[] = [leadEmailTexts.survey];
  for (const room of rooms) {
    const items = room.items.map(
      (line) => `${catalogueItem(line.itemId)?.name ?? line.itemId} × ${line.qty}`,
    );
    lines.push(`  ${clean(room.name)}: ${items.join(', ')}`);
  }
  const load = summarise(rooms);
  const vehicle = load.vehicle
    ? surveyTexts.vehicle(load.vehicle.name, load.vehicle.count)
    : surveyTexts.noVehicle;
  lines.push(
    leadEmailTexts.surveyLoad(surveyTexts.cft(load.totalCft), vehicle, surveyTexts.crew(load.crew)),
  );
  return lines;
}

/**
 * The short plain-text email for one new lead: kind and reference in the subject (nothing a
 * visitor typed goes into a header but a checked Reply-To address), every field in the body,
 * and a link to the lead in the dashboard.
 */
export function composeLeadEmail(
  kind: LeadKind,
  lead: Record<string, unknown> & { reference: string; createdAt: string },
  options: { from: string; to: string; siteUrl: string; survey?: readonly InventoryRoom[] },
): LeadEmail {
  const { type, labels: texts } = LEAD_KINDS[kind];
  const fields: readonly LeadField[] = LEAD_KINDS[kind].fields;
  const lines = [
    leadEmailTexts.intro(texts.one),
    '',
    `${leadFieldLabels.reference}: ${lead.reference}`,
    `${leadFieldLabels.createdAt}: ${leadEmailTexts.received(formatReceived(lead.createdAt))}`,
  ];
  for (const field of fields) {
    if (field === 'reference' || field === 'createdAt' || field === 'status') continue;
    const value = fieldText(kind, field, lead);
    if (value === null) continue;
    const text = clean(value);
    lines.push(
      text.includes('\n')
        ? `${leadFieldLabels[field]}:\n${text.replace(/^/gm, '  ')}`
        : `${leadFieldLabels[field]}: ${text}`,
    );
  }
  if (options.survey) lines.push('', ...surveyLines(options.survey));
  const link = `${options.siteUrl.replace(/\/+$/, '')}/admin?tab=${type}&q=${encodeURIComponent(lead.reference)}`;
  const email = typeof lead.email === 'string' ? lead.email : '';
  const replyTo = PLAIN_ADDRESS.test(email) ? email : undefined;
  lines.push(
    '',
    leadEmailTexts.open,
    link,
    '',
    replyTo ? leadEmailTexts.footer : leadEmailTexts.footerNoReply,
  );
  return {
    from: options.from,
    to: options.to,
    subject: leadEmailTexts.subject(texts.one, lead.reference),
    text: `${lines.join('\n')}\n`,
    ...(replyTo ? { replyTo } : {}),
  };
}
