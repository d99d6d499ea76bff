// Issue 40: every answer a CMS test receives through Supertest is held to its endpoint's contract
// (shared's contractMisfit: the answer schema for a success, a known code for a refusal), as the
// booking service's tests are. A setup file of every project (vitest.config.ts): the tests send
// with `request(app.server)` as before, and an answer off its contract fails the request with the
// field that is wrong. Addresses outside the endpoint table (admin routes, files) are not checked.
import { exchangeMisfit } from '@mystic/shared';
import { Test } from 'supertest';

type End = Test['end'];
type Callback = Parameters<End>[0];

const sent = Test.prototype.end;
Test.prototype.end = function end(this: Test, callback?: Callback) {
  const test = this as Test & { method: string; url: string };
  return sent.call(this, (err, res) => {
    const misfit = !err && res ? exchangeMisfit(test, res) : null;
    callback?.(misfit ? new Error(misfit) : err, res);
  });
} as End;
