/** A lowercase, dash-joined label made unique per call: fit for an email address's local part. */
export const unique = (label: string) =>
  `${label.toLowerCase().replace(/\W+/g, '-')}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
