// The payments feature's rules and types that routes and other features may use (no React,
// no server code: they run anywhere).
export { moneyFigures, type MoneyFigures } from './figures';
export { type PaymentKind, type PaymentMode } from './kinds';
export { type StaffPayment, type StaffPayments } from './views';
