// PromptPay (Thailand's national QR payment): the EMVCo payload a Thai banking app reads, with
// the booking's baht balance filled in so the member only confirms. promptpay-qr builds it;
// readPromptPay reads one back (tests check the id and amount a scanner would see).
import generatePayload from 'promptpay-qr';

/** The payload for `id` (a Thai phone number, national id or e-wallet id) and `amount` in baht. */
export function promptPayPayload(id: string, amount: number): string {
  return generatePayload(id, { amount });
}

/** EMVCo tag-length-value fields of a payload (two-digit tag, two-digit length). */
function fields(payload: string): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i + 4 <= payload.length;) {
    const tag = payload.slice(i, i + 2);
    const length = Number(payload.slice(i + 2, i + 4));
    out.set(tag, payload.slice(i + 4, i + 4 + length));
    i += 4 + length;
  }
  return out;
}

/** CRC-16/CCITT-FALSE, the checksum EMVCo puts last (tag 63). */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let b = 0; b < 8; b++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * What a scanner reads from a PromptPay payload: the id in its national form (0… for a phone),
 * the amount in baht (null for an open amount), and whether the checksum holds.
 */
export function readPromptPay(
  payload: string,
): { id: string; amount: number | null; currency: string; valid: boolean } | null {
  const top = fields(payload);
  const merchant = top.get('29');
  if (!merchant) return null;
  const inner = fields(merchant);
  const phone = inner.get('01');
  const id = phone ? phone.replace(/^0066/, '0') : (inner.get('02') ?? inner.get('03') ?? '');
  const amount = top.has('54') ? Number(top.get('54')) : null;
  const crc = top.get('63') ?? '';
  const valid = crc16(payload.slice(0, payload.length - crc.length)) === crc;
  return { id, amount, currency: top.get('53') ?? '', valid };
}
