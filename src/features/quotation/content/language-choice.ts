/** The language choice on /q/{token} (QuotationLanguageSwitch): the other languages, each in its own script. */
export const quotationLanguageChoice = {
  label: 'Read this quotation in',
} as const;
