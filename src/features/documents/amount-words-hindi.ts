// 0–99 in Hindi: each its own word (इक्कीस, छप्पन, निन्यानवे), not tens and units joined.
// prettier-ignore
const upToNinetyNine = [
  'शून्य', 'एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ', 'नौ',
  'दस', 'ग्यारह', 'बारह', 'तेरह', 'चौदह', 'पंद्रह', 'सोलह', 'सत्रह', 'अठारह', 'उन्नीस',
  'बीस', 'इक्कीस', 'बाईस', 'तेईस', 'चौबीस', 'पच्चीस', 'छब्बीस', 'सत्ताईस', 'अट्ठाईस', 'उनतीस',
  'तीस', 'इकतीस', 'बत्तीस', 'तैंतीस', 'चौंतीस', 'पैंतीस', 'छत्तीस', 'सैंतीस', 'अड़तीस', 'उनतालीस',
  'चालीस', 'इकतालीस', 'बयालीस', 'तैंतालीस', 'चवालीस', 'पैंतालीस', 'छियालीस', 'सैंतालीस', 'अड़तालीस', 'उनचास',
  'पचास', 'इक्यावन', 'बावन', 'तिरपन', 'चौवन', 'पचपन', 'छप्पन', 'सत्तावन', 'अट्ठावन', 'उनसठ',
  'साठ', 'इकसठ', 'बासठ', 'तिरसठ', 'चौंसठ', 'पैंसठ', 'छियासठ', 'सड़सठ', 'अड़सठ', 'उनहत्तर',
  'सत्तर', 'इकहत्तर', 'बहत्तर', 'तिहत्तर', 'चौहत्तर', 'पचहत्तर', 'छिहत्तर', 'सतहत्तर', 'अठहत्तर', 'उन्यासी',
  'अस्सी', 'इक्यासी', 'बयासी', 'तिरासी', 'चौरासी', 'पचासी', 'छियासी', 'सत्तासी', 'अट्ठासी', 'नवासी',
  'नब्बे', 'इक्यानवे', 'बानवे', 'तिरानवे', 'चौरानवे', 'पचानवे', 'छियानवे', 'सत्तानवे', 'अट्ठानवे', 'निन्यानवे',
];

/** A whole number in Hindi, the Indian system: करोड़, लाख, हज़ार, सौ. */
export function hindiWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a count: ${n}`);
  if (n < 100) return upToNinetyNine[n]!;
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1_000);
  const hundred = Math.floor((n % 1_000) / 100);
  const rest = n % 100;
  return [
    crore ? `${hindiWords(crore)} करोड़` : '',
    lakh ? `${upToNinetyNine[lakh]} लाख` : '',
    thousand ? `${upToNinetyNine[thousand]} हज़ार` : '',
    hundred ? `${upToNinetyNine[hundred]} सौ` : '',
    rest ? upToNinetyNine[rest] : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** 12345650 paise → "एक लाख तेईस हज़ार चार सौ छप्पन रुपये और पचास पैसे मात्र". */
export function hindiRupeesInWords(paise: number): string {
  const rupees = Math.trunc(Math.abs(paise) / 100);
  const rest = Math.abs(paise) % 100;
  const minus = paise < 0 ? 'ऋण ' : '';
  return `${minus}${hindiWords(rupees)} रुपये${rest ? ` और ${hindiWords(rest)} पैसे` : ''} मात्र`;
}
