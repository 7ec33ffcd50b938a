import 'server-only';
import { rupeesToPaise } from '@/features/quotation';
import { claimSettings as S } from '../settings';
import type { ClaimPhotoUpload } from './claim-photos';

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** A file a form sent: an empty file input sends one with no name and no bytes. */
const filesOf = (form: FormData, name: string) =>
  form.getAll(name).filter((value): value is File => value instanceof Blob && value.size > 0);

/**
 * The /track claim form as posted (multipart/form-data, with or without JavaScript):
 * `reference`, `contact`, `description`, and per row i `label-i`, `damage-i`, `amount-i`
 * (rupees as typed, "18,500") and `photos-i` (files). Rows left empty are skipped; `rows`
 * gives each item's row, so an error of item n is shown on its row. A photo of an empty row
 * counts as a photo of no item (refused).
 */
export async function claimFromForm(form: FormData) {
  const rows: number[] = [];
  const items: { label: string; damage: string; amountPaise: number }[] = [];
  const photos: (ClaimPhotoUpload & { size: number })[] = [];
  for (let row = 0; row < S.maxItems; row++) {
    const [label, damage, amount] = ['label', 'damage', 'amount'].map((f) =>
      text(form, `${f}-${row}`),
    ) as [string, string, string];
    const files = filesOf(form, `photos-${row}`);
    const filled = Boolean(label.trim() || damage.trim() || amount.trim());
    if (filled) {
      rows.push(row);
      items.push({ label, damage, amountPaise: rupeesToPaise(amount) ?? Number.NaN });
    }
    // A photo of an empty row is given an item index past the items, to be refused as such.
    const itemIndex = filled ? items.length - 1 : S.maxItems + row;
    for (const file of files)
      photos.push({ itemIndex, size: file.size, bytes: new Uint8Array(await file.arrayBuffer()) });
  }
  return {
    input: {
      reference: text(form, 'reference'),
      contact: text(form, 'contact'),
      description: text(form, 'description'),
      items,
    },
    photos,
    rows,
  };
}

/** An error of the claim keyed as the schema names it (`items.1.label`), as its form field. */
export function formFieldOf(key: string, rows: readonly number[]): string {
  const match = /^(items|photos)\.(\d+)(?:\.(\w+))?$/.exec(key);
  if (!match) return key;
  const index = Number(match[2]);
  const row = rows[index] ?? index - S.maxItems;
  if (match[1] === 'photos') return `photos-${row}`;
  const field = match[3] === 'amountPaise' ? 'amount' : (match[3] ?? 'label');
  return `${field}-${row}`;
}
