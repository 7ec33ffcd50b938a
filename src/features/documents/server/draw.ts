import 'server-only';
import type { DocumentSnapshot } from '@/features/documents/snapshots';
import { drawCreditNote, drawInvoice } from './draw-invoice';
import { drawDeliveryReceipt } from './draw-delivery';
import { drawTdsDeclaration } from './draw-declaration';
import { drawLorryReceipt, drawPackingList, drawReceipt } from './draw-paper';

/** An issued document's PDF, drawn from its frozen snapshot alone. */
export function drawDocument(snapshot: DocumentSnapshot): Promise<Buffer> {
  switch (snapshot.kind) {
    case 'invoice':
      return drawInvoice(snapshot);
    case 'credit-note':
      return drawCreditNote(snapshot);
    case 'receipt':
      return drawReceipt(snapshot);
    case 'lr':
      return drawLorryReceipt(snapshot);
    case 'packing-list':
      return drawPackingList(snapshot);
    case 'delivery-receipt':
      return drawDeliveryReceipt(snapshot);
    case 'tds-declaration':
      return drawTdsDeclaration(snapshot);
  }
}
