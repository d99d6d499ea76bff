import { describe, expect, it } from 'vitest';
import { promptPayPayload, readPromptPay } from './promptpay';

describe('PromptPay payload', () => {
  it('when a phone-number account and a baht balance are given, then a scanner reads back the number and the amount', () => {
    const payload = promptPayPayload('081-234-5678', 1050);
    expect(readPromptPay(payload)).toEqual({
      id: '0812345678',
      amount: 1050,
      currency: '764', // baht
      valid: true,
    });
    // Dynamic (12): a one-off amount, not a reusable sticker; Thailand's country code.
    expect(payload.slice(6, 12)).toBe('010212');
    expect(payload).toContain('5802TH');
  });

  it('when the account is a 13-digit national id, then it is read back whole, with satang kept', () => {
    const read = readPromptPay(promptPayPayload('1-2345-67890-12-3', 499.5));
    expect(read).toMatchObject({ id: '1234567890123', amount: 499.5, valid: true });
  });

  it('when a payload is altered, then its checksum no longer holds', () => {
    const payload = promptPayPayload('0812345678', 1050);
    const forged = payload.replace('1050.00', '1.00');
    expect(readPromptPay(forged)?.valid).toBe(false);
  });
});
