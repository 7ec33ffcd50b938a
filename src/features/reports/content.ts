/** The owner's figures (/admin/reports, issue 26 point 3): every text the page and its CSVs show. */
export const reportTexts = {
  title: 'Figures',
  nav: 'Figures',
  heading: 'The figures',
  intro:
    'Leads, where they came from, how far they got, how fast the office answered, and the money, per week (Monday to Sunday) or per month, India time.',
  forbidden: 'Only the owner and coordinators may see the figures.',
  storeError: 'The figures could not be read just now. Please try again in a minute.',
  periodLegend: 'Period',
  from: 'From',
  to: 'To',
  by: 'Group by',
  byWeek: 'Week (Monday to Sunday)',
  byMonth: 'Month',
  show: 'Show figures',
  periodSummary: (from: string, to: string, by: 'week' | 'month') => `${from} to ${to}, by ${by}`,
  weekHeading: 'Week from',
  monthHeading: 'Month',
  sourceHeading: 'Source',
  reasonHeading: 'Reason',
  cancellationsHeading: 'Cancellations',
  total: 'Total',
  all: 'All',
  unknownSource: 'Unknown',
  otherSources: 'Other sources',
  byHand: (channel: string) => `${channel} (by staff)`,
  csv: (title: string) => `Download “${title}” as CSV`,
  scrollHint: 'Wide tables scroll sideways in their box.',
  noLeads: 'No leads in this period.',
  noCancellations: 'No cancellations in this period.',
  minutes: (minutes: number) =>
    minutes < 60
      ? `${minutes} min`
      : `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`,
  none: '—',
  inMinutes: (column: string) => `${column}, minutes`,
  csvName: (table: string, from: string, to: string) =>
    `moveease-figures-${table}-${from}-to-${to}.csv`,
  steps: {
    leads: 'Leads',
    contacted: 'Contacted',
    quoted: 'Quoted',
    booked: 'Booked',
    done: 'Completed',
    cancelled: 'Cancelled',
  },
  answeringColumns: [
    'Requests',
    'Answered',
    'Median time to first contact (office hours)',
    'Overdue',
  ],
  quotationColumns: ['Quotations sent', 'Accepted', 'Accepted value (₹)'],
  moneyColumns: [
    'Advances (₹)',
    'Balances (₹)',
    'Refunds (₹)',
    'Collected, refunds off (₹)',
    'Invoiced (₹)',
    'Credit notes (₹)',
    'Invoiced less credit notes (₹)',
  ],
  claimColumns: ['Claims filed', 'Amount asked (₹)', 'Amount settled (₹)'],
  tables: {
    kinds: {
      title: 'Leads by kind',
      note: 'Counted by the day the lead came in.',
    },
    sources: {
      title: 'Leads by source',
      note: 'The campaign’s utm_source, else the site that sent the visitor, else “direct”; leads entered by staff by how they came in; “Unknown” when nothing was recorded (older leads, the API without a source). The five biggest sources are named, the rest summed.',
    },
    funnel: {
      title: 'How far the period’s requests got, by source',
      note: 'Bookings, quote requests and contact messages that came in during the period (not newsletter sign-ups), and how many of them ever reached each step, to this day: contacted (moved on to contacted, booked or done), quoted (a quotation sent), booked (booked or done), completed, cancelled (at any time, even if taken up again).',
    },
    answering: {
      title: 'Answering',
      note: 'Requests by the week or month they came in. Time to first contact counts office hours only, from arrival to the first change away from New. Overdue: not answered within the office-hours limit (as the list marks it).',
    },
    quotations: {
      title: 'Quotations',
      note: 'Sent: counted on the day a quotation was first sent. Accepted: on the day the customer accepted, with the total they accepted.',
    },
    money: {
      title: 'Money',
      note: 'Payments by the day received (refunds are negative); invoices and credit notes by the day issued.',
    },
    cancellations: {
      title: 'Cancellations by reason',
      note: 'Changes to Cancelled made in the period, with the reason staff chose.',
    },
    claims: {
      title: 'Damage claims by month',
      note: 'Always by month. Claims filed and the amount they asked, by the day filed; the amount settled (paid back or taken off the bill), by the day settled.',
    },
  },
  overcollected: {
    title: 'Collected more than invoiced',
    note: 'These moves have taken more money than their tax invoices (less credit notes) come to, whatever the period chosen: refund the difference or invoice what is missing.',
    line: (reference: string, collected: string, invoiced: string) =>
      `${reference}: collected ${collected}, invoiced ${invoiced}`,
  },
  charts: {
    sourcesTitle: (grouping: string) => `Leads per ${grouping} by source`,
    sourcesDesc: (leads: string, buckets: number, grouping: string) =>
      `Stacked bars: ${leads} leads in ${buckets} ${grouping}s, each bar split by source. The same numbers are in the table beside the chart.`,
    funnelTitle: 'From lead to completed move',
    funnelDesc: (leads: string, completed: string) =>
      `Bars for each step, from ${leads} leads to ${completed} completed moves. The same numbers are in the table beside the chart.`,
  },
} as const;

/** The period form's and the CSV route's messages. */
export const reportFormTexts = {
  fromInvalid: 'Use a date like 2026-03-14 for “From”.',
  toInvalid: 'Use a date like 2026-03-14 for “To”.',
  byInvalid: 'Group by week or month.',
  tableInvalid:
    'Choose a table: kinds, sources, funnel, answering, quotations, money, cancellations or claims.',
  orderInvalid: '“To” must be on or after “From”.',
  spanInvalid: (days: number) => `Choose a period of at most ${days} days.`,
} as const;
