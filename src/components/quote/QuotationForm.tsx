// Placeholder until the lead-capture work lands (issue 4): renders nothing, so no page shows
// a form that cannot send. The final component keeps this name and takes no props.
export function QuotationForm() {
  return null;
}
