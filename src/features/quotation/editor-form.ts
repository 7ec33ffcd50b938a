import { quotationLineKinds } from '@/settings/company';
import { quotationValidation as m } from '@/features/quotation/content/quotation-rules';
import { paiseToRupeesField, rupeesToPaise } from './rupees';

/** Empty rows the editor adds below the lines, so a line can be added without JavaScript. */
export const SPARE_LINE_ROWS = 2;

export type EditorFields = Record<string, string>;

/**
 * The editor's form (rupees as typed, one row per line: kind-N, label-N, amount-N) as the
 * staff API's draft in paise. A row with neither a description nor an amount is left out; an
 * amount that is not rupees is named on its own field. The draft is then checked by the
 * quotation schema like any API body.
 */
export function draftFromEditor(
  fields: EditorFields,
):
  | { ok: true; draft: Record<string, unknown> }
  | { ok: false; fieldErrors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const lines: { kind: string; label: string; amountPaise: number }[] = [];
  for (let row = 0; `kind-${row}` in fields; row++) {
    const label = (fields[`label-${row}`] ?? '').trim();
    const amountText = (fields[`amount-${row}`] ?? '').trim();
    if (!label && !amountText) continue;
    const amountPaise = rupeesToPaise(amountText || '0');
    if (amountPaise === undefined) errors[`amount-${row}`] = m.paise;
    const kind = fields[`kind-${row}`] ?? 'other';
    lines.push({
      kind: (quotationLineKinds as readonly string[]).includes(kind) ? kind : 'other',
      label,
      amountPaise: amountPaise ?? 0,
    });
  }
  const discountPaise = rupeesToPaise(fields.discount?.trim() || '0');
  if (discountPaise === undefined) errors.discountPaise = m.discount;
  const advanceText = fields.advance?.trim() || '0';
  const percent = fields.advanceUnit === 'percent';
  const advance = percent
    ? /^\d{1,3}$/.test(advanceText)
      ? Number(advanceText)
      : undefined
    : rupeesToPaise(advanceText);
  if (advance === undefined) errors.advancePaise = percent ? m.advancePercent : m.advance;
  if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
  return {
    ok: true,
    draft: {
      lines,
      discountPaise,
      ...(percent ? { advancePercent: advance } : { advancePaise: advance }),
      validUntil: fields.validUntil ?? '',
      ...(fields.version ? { version: Number(fields.version) } : {}),
    },
  };
}

/** The editor's fields for a draft or a stored version (amounts in paise shown as rupees). */
export function editorFieldsOf(draft: {
  lines: readonly { kind: string; label: string; amountPaise: number }[];
  discountPaise: number;
  advancePaise?: number;
  advancePercent?: number;
  validUntil: string;
}): EditorFields {
  const fields: EditorFields = {
    discount: draft.discountPaise ? paiseToRupeesField(draft.discountPaise) : '',
    advance:
      draft.advancePercent !== undefined
        ? String(draft.advancePercent)
        : paiseToRupeesField(draft.advancePaise ?? 0),
    advanceUnit: draft.advancePercent !== undefined ? 'percent' : 'rupees',
    validUntil: draft.validUntil,
  };
  draft.lines.forEach((line, row) => {
    fields[`kind-${row}`] = line.kind;
    fields[`label-${row}`] = line.label;
    fields[`amount-${row}`] = paiseToRupeesField(line.amountPaise);
  });
  return fields;
}

/** How many rows the editor shows: the lines it has and the spare rows. */
export const editorRowCount = (fields: EditorFields) => {
  let rows = 0;
  while (`kind-${rows}` in fields) rows++;
  return rows + SPARE_LINE_ROWS;
};
