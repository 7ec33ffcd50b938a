/**
 * GSTR-1's line between a large and a small B2C invoice: an inter-state invoice to an
 * unregistered buyer above this value goes to table 5 (B2CL) invoice by invoice, the rest to
 * table 7 (B2CS) by state and rate. ₹1,00,000 since 1 August 2024 (Notification 12/2024–CT,
 * was ₹2,50,000): confirm with the accountant when the law moves.
 */
export const B2CL_ABOVE_PAISE = 10_000_000;
