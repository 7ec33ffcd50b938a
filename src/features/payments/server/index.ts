import 'server-only';

// The payments feature's server functions that routes and other features may call.
export { acceptedTotalPaise, acceptedTotalsOf, paidByLead } from './data/payments';
export { paymentsOf } from './ledger';
export {
  adminPayments,
  adminRecordPayment,
  recordPaymentAs,
  type RecordResult,
} from './staff-payments';
export { insertPayment } from './data/payments';
export type { PaymentTables } from './data/tables';
