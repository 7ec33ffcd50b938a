/** Every word of issue 48's figures: the GST summary and the balances to collect. */
export const gstTexts = {
  heading: 'GST summary for a month',
  intro:
    'Invoices and credit notes issued in the month, as GSTR-1 asks for them. Download each table as CSV in the GST offline tool’s column order; reverse-charge invoices are apart, their tax is the buyer’s to pay.',
  month: 'Month',
  show: 'Show',
  monthInvalid: 'Choose a month as YYYY-MM.',
  sectionInvalid: 'Choose one of the GSTR-1 tables.',
  download: (section: string) => `Download ${section} as CSV`,
  empty: 'No invoice or credit note in this month.',
  tables: {
    summary: 'Tax for the month',
    b2b: 'B2B invoices (table 4A), by the buyer’s GSTIN',
    b2cl: 'B2C large invoices (table 5)',
    b2cs: 'B2C small, by state and rate (table 7)',
    cdnr: 'Credit notes to registered buyers (table 9B)',
    cdnur: 'Credit notes to unregistered buyers, large invoices (table 9B)',
    hsn: 'By SAC code and rate (table 12)',
  },
  summaryColumns: ['Tax', 'Taxable value', 'CGST', 'SGST', 'IGST'],
  hsnColumns: ['SAC', 'Rate'],
  b2bColumns: ['GSTIN', 'Invoice', 'Buyer', 'Reverse charge', 'Value'],
  yes: 'Y',
  no: 'N',
  forward: 'GST we charge (forward charge, less credit notes)',
  reverse: 'Reverse charge: tax payable by the buyers',
  csvName: (section: string, month: string) => `gstr1-${section}-${month}.csv`,
} as const;

/**
 * The GST offline tool's CSV headings, per table, in its order (GSTR-1 offline utility's
 * templates). Changing them breaks the import: compare with the tool's own template first.
 */
export const gstr1Columns = {
  b2b: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Reverse Charge',
    'Applicable % of Tax Rate',
    'Invoice Type',
    'E-Commerce GSTIN',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  b2cl: [
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  b2cs: [
    'Type',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  cdnr: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Reverse Charge',
    'Note Supply Type',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  cdnur: [
    'UR Type',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  hsn: [
    'HSN',
    'Description',
    'UQC',
    'Total Quantity',
    'Total Value',
    'Rate',
    'Taxable Value',
    'Integrated Tax Amount',
    'Central Tax Amount',
    'State/UT Tax Amount',
    'Cess Amount',
  ],
} as const;

/** The fixed words the tool expects in its cells. */
export const gstr1Words = {
  regularB2b: 'Regular B2B',
  otherThanEcommerce: 'OE',
  creditNote: 'C',
  regular: 'Regular',
  b2cl: 'B2CL',
  yes: 'Y',
  no: 'N',
  /** Services have no quantity: "NA" (not applicable) as the unit. */
  uqc: 'NA',
} as const;

/** SAC codes as the HSN summary describes them (the codes in src/content/company.ts). */
export const sacDescriptions: Record<string, string> = {
  '9965': 'Goods transport services',
  '9967': 'Supporting services in transport',
  '9971': 'Financial and related services',
  '9987': 'Maintenance, repair and installation services',
};

export const balanceTexts = {
  heading: 'Balances to collect',
  intro:
    'Moves whose customer still owes us money (the accepted total, or a reverse-charge invoice’s amount, less what was paid), the oldest move first.',
  empty: 'Every move is paid up.',
  columns: ['Move', 'Customer', 'Move date', 'Total', 'Paid', 'Balance'],
  noDate: '—',
} as const;
