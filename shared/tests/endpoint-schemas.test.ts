// Issue 40: every endpoint of the table has its contract, and every contract an endpoint.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  BOOKING_SETTINGS_DEFAULTS,
  ENDPOINTS,
  ENDPOINT_SCHEMAS,
  MESSAGE_CODES,
  fileAnswer,
  noContent,
  redirectAnswer,
  type EndpointName,
} from '../src/index.js';

const endpoints = Object.keys(ENDPOINTS) as EndpointName[];
const contracts = Object.keys(ENDPOINT_SCHEMAS);
const paramsOf = (name: EndpointName) =>
  [...ENDPOINTS[name].path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();

describe('the endpoint contracts', () => {
  it('when an endpoint is in the table, then it has a contract with an answer schema', () => {
    const missing = endpoints.filter((name) => !ENDPOINT_SCHEMAS[name]?.answer);
    expect(missing).toEqual([]);
  });

  it('when a contract is written, then its endpoint is in the table', () => {
    expect(contracts.filter((name) => !(name in ENDPOINTS))).toEqual([]);
  });

  it("when a path has :params, then the contract's params name exactly those", () => {
    const wrong = endpoints.flatMap((name) => {
      const params = ENDPOINT_SCHEMAS[name]?.params;
      const declared = params instanceof z.ZodObject ? Object.keys(params.shape).sort() : [];
      return params && declared.join() !== paramsOf(name).join()
        ? [`${name}: ${declared.join()} ≠ ${paramsOf(name).join()}`]
        : [];
    });
    expect(wrong).toEqual([]);
  });

  it('when a GET or DELETE takes no body, then its contract describes none (a body is a write)', () => {
    const bodied = endpoints.filter(
      (name) => ENDPOINTS[name].method === 'GET' && ENDPOINT_SCHEMAS[name]?.body,
    );
    expect(bodied).toEqual([]);
  });

  it('when a contract names the codes it answers with, then each is a MessageCode', () => {
    const unknown = endpoints.flatMap((name) =>
      (ENDPOINT_SCHEMAS[name]?.codes ?? []).filter((c) => !MESSAGE_CODES.includes(c)),
    );
    expect(unknown).toEqual([]);
  });

  it('when an answer is empty, a file or a redirect, then it is one of the named pieces', () => {
    const special = [noContent, fileAnswer, redirectAnswer];
    const kinds = endpoints
      .filter((name) => special.includes(ENDPOINT_SCHEMAS[name]?.answer as never))
      .map((name) => name);
    // A JSON answer is an object schema; anything else must be one of the three.
    const odd = endpoints.filter((name) => {
      const answer = ENDPOINT_SCHEMAS[name]?.answer;
      return answer && !kinds.includes(name) && !(answer instanceof z.ZodObject);
    });
    expect(odd).toEqual([]);
  });
});

describe('the booking settings until the reader saves her own', () => {
  it('when nothing is saved, then the defaults are the schema’s, with 10 places and 24 hours to pay', () => {
    expect(BOOKING_SETTINGS_DEFAULTS).toEqual({
      daily_capacity: 10,
      closed_weekdays: [],
      blocked_dates: [],
      unpaid_expiry_hours: 24,
      max_open_bookings: 3,
      max_bookings_per_day: 1,
      verifying_overdue_hours: 48,
      cancel_notice_hours: 24,
      max_reschedules: 2,
      cancel_policy: { en: '', my: '' },
      closed_on_sabbath: false,
      closed_during_thingyan: false,
      waitlist_hold_hours: 4,
      review_delay_days: 3,
    });
  });
});
