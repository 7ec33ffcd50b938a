/** A move's money at a glance: what was agreed, what came in, what is still to collect. */
export interface MoneyFigures {
  /** The accepted quotation's total; null while none is accepted. */
  totalPaise: number | null;
  /** Payments less refunds. */
  paidPaise: number;
  /** total − paid; null without a total. Negative when more came in than was agreed. */
  balancePaise: number | null;
}

export function moneyFigures(totalPaise: number | null, amounts: readonly number[]): MoneyFigures {
  const paidPaise = amounts.reduce((sum, amount) => sum + amount, 0);
  return {
    totalPaise,
    paidPaise,
    balancePaise: totalPaise === null ? null : totalPaise - paidPaise,
  };
}
