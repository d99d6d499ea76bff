// The final-price rule (discount clamped to 0–100 %, whole units) is shared with the booking
// service, which snapshots a booking's lines by it.
export { finalPrice } from '@mystic/shared';
