/** A place on Google Maps (opens the Maps app on a phone): the address as the customer gave it. */
export const mapHref = (line: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(line)}`;

/** A +91 mobile as people read it aloud: "+91 98765 43210". */
export const readablePhone = (phone: string) => phone.replace(/^\+91(\d{5})(\d{5})$/, '+91 $1 $2');

/** Where a step was recorded, on Google Maps (staff only). */
export const pointHref = (latitude: number, longitude: number) =>
  `https://www.google.com/maps/search/?api=1&query=${latitude.toFixed(6)},${longitude.toFixed(6)}`;
