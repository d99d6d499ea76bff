// The booking service serves its endpoints from shared's table (issue 17): every booking
// endpoint there is served at its method and path, and nothing is served that is not there.
import { ENDPOINTS, type EndpointName } from '@mystic/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedEndpoints } from '../src/lib/endpoint-routes.js';
import { ADMIN_TOKEN, startHarness, type Harness } from './support/harness.js';

describe('the endpoint table', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('sqlite');
  });
  afterAll(async () => {
    await h?.close();
  });

  it("when the app is made, then it serves exactly the table's booking endpoints", () => {
    const booking = (Object.keys(ENDPOINTS) as EndpointName[]).filter(
      (name) => ENDPOINTS[name].owner === 'booking',
    );
    expect([...servedEndpoints()].sort()).toEqual(booking.sort());
  });

  it('when a reader endpoint is asked at its table path and method, then its handler answers', async () => {
    // A path the router did not know would be the generic 404; these answer their own shapes.
    const reader = { Authorization: `Bearer ${ADMIN_TOKEN}` };
    const summary = await h.http.get(ENDPOINTS.deskSummary.path).set(reader);
    expect(summary.status).toBe(200);
    expect(summary.body.data).toBeTruthy();
    const days = await h.http.get(ENDPOINTS.deskBlockedDays.path).set(reader);
    expect(days.status).toBe(200);
    expect(Array.isArray(days.body.data)).toBe(true);
  });
});
