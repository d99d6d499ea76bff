import { describe, expect, it } from 'vitest';
import { paymentStateOf, proofStands } from '../src/constants.js';

// Issue 38: a booking cancelled after paying read "not paid" while the money had been sent.
describe('paymentStateOf: the cancel policy', () => {
  const proof = { proof_sent_at: '2030-03-04T10:00:00Z', pending_since: '2030-03-04T09:00:00Z' };

  it('keeps the money of a cancelled paid booking as a credit for another date', () => {
    expect(paymentStateOf('Cancelled', '2030-03-04T11:00:00Z')).toBe('credit');
    expect(paymentStateOf('Cancelled', null, proofStands(proof))).toBe('credit');
  });

  it('says not paid for a cancelled booking whose proof was sent back or never sent', () => {
    const rejected = { ...proof, pending_since: '2030-03-04T12:00:00Z' };
    expect(proofStands(rejected)).toBe(false);
    expect(paymentStateOf('Cancelled', null, proofStands(rejected))).toBe('unpaid');
    expect(paymentStateOf('Cancelled', null)).toBe('unpaid');
    expect(paymentStateOf('Expired', null)).toBe('unpaid');
  });

  it('leaves the live states as they were', () => {
    expect(paymentStateOf('Pending', null)).toBe('awaiting_payment');
    expect(paymentStateOf('Verifying', null, true)).toBe('proof_sent');
    expect(paymentStateOf('Booked', '2030-03-04T11:00:00Z')).toBe('confirmed');
    expect(paymentStateOf('Finished', '2030-03-04T11:00:00Z')).toBe('confirmed');
  });
});
