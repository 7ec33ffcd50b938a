import 'server-only';
import { documentTexts } from '@/features/documents/content';
import type { Party, Seller } from '@/features/documents/snapshots';
import { fields, frame, write, type Pdf } from './pdf/draw';

const t = documentTexts.common;
const GAP = 10;

/** The company's block at the top left, the document's title at the top right, a rule under. */
export function letterhead(doc: Pdf, seller: Seller, title: string, subtitle?: string): void {
  const top = frame.top;
  const leftWidth = frame.width * 0.62;
  let y = top;
  y += write(
    doc,
    seller.legalName,
    { x: frame.left, y, width: leftWidth },
    { bold: true, size: 12.5 },
  );
  if (seller.name !== seller.legalName)
    y += write(doc, seller.name, { x: frame.left, y, width: leftWidth }, { size: 8.5 });
  y += write(
    doc,
    seller.addressLines.join(', '),
    { x: frame.left, y, width: leftWidth },
    { size: 8.5 },
  );
  y += write(
    doc,
    `${t.gstin}: ${seller.gstin} · ${t.pan}: ${seller.pan} · ${t.state}: ${seller.state} (${seller.stateCode})`,
    { x: frame.left, y, width: leftWidth },
    { size: 8.5 },
  );
  y += write(
    doc,
    [seller.phone, seller.email].filter(Boolean).join(' · '),
    { x: frame.left, y, width: leftWidth },
    { size: 8.5 },
  );
  const rightX = frame.left + leftWidth + GAP;
  const rightWidth = frame.width - leftWidth - GAP;
  let ry = top;
  ry += write(
    doc,
    title.toUpperCase(),
    { x: rightX, y: ry, width: rightWidth, align: 'right' },
    { bold: true, size: 14 },
  );
  if (subtitle)
    ry += write(
      doc,
      subtitle,
      { x: rightX, y: ry, width: rightWidth, align: 'right' },
      { size: 8.5 },
    );
  const bottom = Math.max(y, ry) + 6;
  doc.moveTo(frame.left, bottom).lineTo(frame.right, bottom).lineWidth(1.2).stroke().lineWidth(0.6);
  doc.y = bottom + 8;
}

/** A party's lines: name, address, state, GSTIN (or "Unregistered"), phone, email. */
export function partyLines(party: Party): string[] {
  return [
    ...party.addressLines,
    party.state
      ? `${t.state}: ${party.state}${party.stateCode ? ` (${party.stateCode})` : ''}`
      : '',
    `${t.gstin}: ${party.gstin ?? t.unregistered}`,
    [party.phone && `${t.phone}: ${party.phone}`, party.email && `${t.email}: ${party.email}`]
      .filter(Boolean)
      .join(' · '),
  ].filter(Boolean);
}

/** A ruled box with a heading, the party's name in bold and its lines; returns its height. */
export function partyBox(
  doc: Pdf,
  heading: string,
  party: Party,
  box: { x: number; y: number; width: number },
): number {
  const pad = 4;
  let y = box.y + pad;
  y += write(doc, heading, { x: box.x + pad, y, width: box.width - 2 * pad }, { size: 7.5 });
  y += write(
    doc,
    party.name,
    { x: box.x + pad, y, width: box.width - 2 * pad },
    { bold: true, size: 10 },
  );
  for (const line of partyLines(party))
    y += write(doc, line, { x: box.x + pad, y, width: box.width - 2 * pad }, { size: 8.5 });
  const height = y - box.y + pad;
  doc.rect(box.x, box.y, box.width, height).stroke();
  return height;
}

/**
 * The row under the letterhead: a party on the left, the document's own fields on the right,
 * both boxes as tall as the taller one's content. Leaves doc.y below them.
 */
export function partyAndFields(
  doc: Pdf,
  heading: string,
  party: Party,
  pairs: readonly (readonly [string, string])[],
): void {
  const y = doc.y;
  const half = (frame.width - GAP) / 2;
  const left = partyBox(doc, heading, party, { x: frame.left, y, width: half });
  const right = fields(doc, pairs, { x: frame.left + half + GAP, y, width: half });
  doc.y = y + Math.max(left, right) + GAP;
}
