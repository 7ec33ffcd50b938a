import { QuotationRefusedView } from '@/features/quotation/ui/QuotationRefusedView';

/** 404 for a link that names no quotation: the same page for any unknown token. */
export default function NotFound() {
  return <QuotationRefusedView reason="not_found" />;
}
