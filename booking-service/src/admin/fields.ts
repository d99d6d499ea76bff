// The reader API's fields live with its contract (shared/src/contracts/desk.ts), whose messages
// have their codes and Burmese texts.
export { actorField } from '@mystic/shared';
