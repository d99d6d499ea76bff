// Phone numbers of the reader's two countries, Myanmar and Thailand, kept in E.164 (+959…, +66…)
// so one number is one account whatever way it was typed. libphonenumber-js with its `min`
// metadata (the smallest that still validates numbers).
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

export const PHONE_COUNTRIES: readonly CountryCode[] = ['MM', 'TH'];

const MYANMAR_DIGITS = /[\u1040-\u1049]/g;

/** Myanmar digits (၀–၉) as ASCII digits: a Burmese keyboard types them. */
export function asciiDigits(text: string): string {
  return text.replace(MYANMAR_DIGITS, (d) => String(d.charCodeAt(0) - 0x1040));
}

/**
 * The number in E.164, or null when it is not a valid Myanmar or Thai number. International
 * numbers (+95…, +66…) name their country; a national one is Myanmar when it starts 09 (its
 * mobile prefix, where the customers are) and valid there, else Thai (0…).
 */
export function toE164Phone(input: string): string | null {
  const text = asciiDigits(input).trim();
  if (!/^\+?[\d\s\-().]{6,24}$/.test(text)) return null;
  const order: readonly CountryCode[] = /^09/.test(text) ? PHONE_COUNTRIES : ['TH'];
  for (const country of order) {
    const number = parsePhoneNumberFromString(text, { defaultCountry: country });
    if (number?.isValid() && PHONE_COUNTRIES.includes(number.country as CountryCode)) {
      return number.number;
    }
  }
  return null;
}
