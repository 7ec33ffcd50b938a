import { paiseDecimal } from '@/lib/format-inr';

/**
 * The `upi://pay` link any UPI app opens (NPCI's deep-link form): payee address and name, the
 * amount in rupees with two decimals, INR, and a note (the lead's reference) that shows on
 * the company's statement. The '@' of the address stays as it is, as UPI apps print it.
 */
export function upiPayUrl(input: {
  upiId: string;
  payeeName: string;
  amountPaise: number;
  note: string;
}): string {
  const encode = (value: string) => encodeURIComponent(value).replace(/%40/g, '@');
  return (
    `upi://pay?pa=${encode(input.upiId)}&pn=${encode(input.payeeName)}` +
    `&am=${paiseDecimal(input.amountPaise)}&cu=INR&tn=${encode(input.note)}`
  );
}
