/** Country names and common variants as written in affiliations, mapped to ISO 3166 alpha-2 codes. */

const TABLE: Record<string, string> = {
  US: 'usa|u.s.a.|us|u.s.|united states|united states of america|america',
  GB: 'uk|u.k.|united kingdom|england|scotland|wales|great britain|britain|northern ireland',
  CN: 'china|p.r. china|pr china|p. r. china|prc|p.r.c.|people\'s republic of china|mainland china|中国',
  HK: 'hong kong|hong kong sar|hong kong, china|hksar',
  MO: 'macau|macao|macau sar',
  TW: 'taiwan|taiwan, roc|r.o.c.|roc',
  KR: 'korea|south korea|republic of korea|korea, republic of|rep. of korea|s. korea',
  JP: 'japan', SG: 'singapore', IN: 'india', DE: 'germany|deutschland', FR: 'france', IT: 'italy|italia',
  ES: 'spain|españa', PT: 'portugal', NL: 'netherlands|the netherlands|holland', BE: 'belgium', CH: 'switzerland|schweiz|suisse',
  AT: 'austria|österreich', SE: 'sweden', NO: 'norway', DK: 'denmark', FI: 'finland', IS: 'iceland', IE: 'ireland',
  PL: 'poland', CZ: 'czech republic|czechia', SK: 'slovakia', HU: 'hungary', RO: 'romania', BG: 'bulgaria', GR: 'greece',
  TR: 'turkey|türkiye|turkiye', RU: 'russia|russian federation', UA: 'ukraine', IL: 'israel', SA: 'saudi arabia|ksa',
  AE: 'uae|united arab emirates|u.a.e.', QA: 'qatar', IR: 'iran', PK: 'pakistan', BD: 'bangladesh', VN: 'vietnam|viet nam',
  TH: 'thailand', MY: 'malaysia', ID: 'indonesia', PH: 'philippines', AU: 'australia', NZ: 'new zealand', CA: 'canada',
  MX: 'mexico', BR: 'brazil|brasil', AR: 'argentina', CL: 'chile', CO: 'colombia', PE: 'peru', ZA: 'south africa',
  EG: 'egypt', NG: 'nigeria', KE: 'kenya', MA: 'morocco', TN: 'tunisia', DZ: 'algeria', ET: 'ethiopia', GH: 'ghana',
  LU: 'luxembourg', EE: 'estonia', LV: 'latvia', LT: 'lithuania', SI: 'slovenia', HR: 'croatia', RS: 'serbia', CY: 'cyprus',
  MT: 'malta', JO: 'jordan', LB: 'lebanon', KZ: 'kazakhstan', NP: 'nepal', LK: 'sri lanka', UY: 'uruguay', EC: 'ecuador',
};

/** US states and Canadian provinces, by postal code and name (a hint that the country is US / CA). */
const REGIONS: Record<string, string> = {
  US: 'al|ak|az|ar|ca|co|ct|de|fl|ga|hi|id|il|in|ia|ks|ky|la|me|md|ma|mi|mn|ms|mo|mt|ne|nv|nh|nj|nm|ny|nc|nd|oh|ok|or|pa|ri|sc|sd|tn|tx|ut|vt|va|wa|wv|wi|wy|dc|'
    + 'california|massachusetts|new york|washington|texas|pennsylvania|illinois|michigan|georgia|north carolina|new jersey|maryland|virginia|ohio|arizona|colorado|indiana|wisconsin|minnesota|utah|oregon|florida|connecticut|washington dc|washington, dc',
  CA: 'on|qc|bc|ab|ontario|quebec|québec|british columbia|alberta|nova scotia|manitoba',
  AU: 'nsw|qld|vic|act|new south wales|queensland|victoria',
};

/** Text of ASCII characters only (see `key`). */
const ASCII = /^[\x00-\x7f]*$/;
const COUNTRY = new Map<string, string>();
for (const [code, names] of Object.entries(TABLE)) for (const n of names.split('|')) COUNTRY.set(key(n), code);
const REGION = new Map<string, string>();
for (const [code, names] of Object.entries(REGIONS)) for (const n of names.split('|')) REGION.set(key(n), code);

/** A country's name as looked up: lower case, accents folded (the country's own spelling, "Việt Nam", "México", is its name). */
function key(s: string): string {
  // (an ASCII text has no accent to fold and no "đ": the Unicode normalisations leave it as it is, and they are most of the cost)
  const k = ASCII.test(s) ? s.toLowerCase() : s.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').normalize('NFC');
  return k.replace(/\s+/g, ' ').replace(/^the /, '').trim();
}

/** ISO 3166 alpha-3 codes (and GER, the common abbreviation of Germany) of the countries above, as written in capitals after an address ("São Paulo SP, BRA"). */
const ALPHA3: Record<string, string> = {
  USA: 'US', GBR: 'GB', CHN: 'CN', HKG: 'HK', MAC: 'MO', TWN: 'TW', KOR: 'KR', JPN: 'JP', SGP: 'SG', IND: 'IN', DEU: 'DE', GER: 'DE', FRA: 'FR',
  ITA: 'IT', ESP: 'ES', PRT: 'PT', NLD: 'NL', BEL: 'BE', CHE: 'CH', AUT: 'AT', SWE: 'SE', NOR: 'NO', DNK: 'DK', FIN: 'FI', ISL: 'IS', IRL: 'IE',
  POL: 'PL', CZE: 'CZ', SVK: 'SK', HUN: 'HU', ROU: 'RO', BGR: 'BG', GRC: 'GR', TUR: 'TR', RUS: 'RU', UKR: 'UA', ISR: 'IL', SAU: 'SA', ARE: 'AE',
  QAT: 'QA', IRN: 'IR', PAK: 'PK', BGD: 'BD', VNM: 'VN', THA: 'TH', MYS: 'MY', IDN: 'ID', PHL: 'PH', AUS: 'AU', NZL: 'NZ', CAN: 'CA', MEX: 'MX',
  BRA: 'BR', ARG: 'AR', CHL: 'CL', COL: 'CO', PER: 'PE', ZAF: 'ZA', EGY: 'EG', NGA: 'NG', KEN: 'KE', MAR: 'MA', TUN: 'TN', DZA: 'DZ', ETH: 'ET',
  GHA: 'GH', LUX: 'LU', EST: 'EE', LVA: 'LV', LTU: 'LT', SVN: 'SI', HRV: 'HR', SRB: 'RS', CYP: 'CY', MLT: 'MT', JOR: 'JO', LBN: 'LB', KAZ: 'KZ',
  NPL: 'NP', LKA: 'LK', URY: 'UY', ECU: 'EC',
};

/** The ISO code of a segment that is just a country name ("USA", "P.R. China", "BRA"), else null; a country's name followed by
 *  another name of the same country in parentheses ("Taiwan (R.O.C.)", "China (PRC)") is that country. */
export function countryCode(segment: string): string | null {
  const paired = /^([^()]{2,40})\(([^()]{2,40})\)\.?$/.exec(segment.trim());
  if (paired) {
    const a = countryName(paired[1]);
    return a && a === countryName(paired[2]) ? a : null;
  }
  return countryName(segment);
}

function countryName(segment: string): string | null {
  const k = key(segment);
  const t = segment.trim().replace(/\.$/, '');
  // (initials set with no space before the word they abbreviate, "P.R.China", are the spaced form's: "P. R. China")
  return COUNTRY.get(k) ?? COUNTRY.get(k.replace(/\.$/, '')) ?? (/^[A-Z]{3}$/.test(t) ? ALPHA3[t] ?? null : null)
    ?? (k.includes('.') ? COUNTRY.get(k.replace(/\.(?=\p{L})/gu, '. ')) ?? null : null);
}

/** The ISO code implied by a US state / CA province / AU state segment ("WA", "CA 94305", "QLD 4072"), else null. */
export function regionCountry(segment: string): string | null {
  // (the postcode may follow a spaced dash: "CA - 90840")
  const k = key(segment).replace(/\s*(?:[-–]\s*)?[\d-]{3,}$/, '').replace(/\.$/, '');
  return REGION.get(k) ?? null;
}

/** Regions whose name is also a country's (the US state of Georgia and the country): the country that name also names. */
const REGION_NAMED_COUNTRY: Record<string, string> = { georgia: 'GE' };

/** The country a region's name also names ("Georgia" → GE), else null: which one a text means, its city tells. */
export function countryNamedLikeRegion(segment: string): string | null {
  return REGION_NAMED_COUNTRY[key(segment)] ?? null;
}
