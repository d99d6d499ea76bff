// The contract check of every CMS test's requests (./contract.ts) is on: an answer off its
// endpoint's contract fails the request that received it, one that fits passes untouched.
import http from 'node:http';
import { pathOf } from '@mystic/shared';
import request from 'supertest';
import { describe, expect, it } from 'vitest';

/** A server answering the site info with `body` (no Strapi needed to see the check). */
const answering = (status: number, body: unknown) =>
  http.createServer((_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });

describe('the contract check of the CMS tests', () => {
  it('when an answer fits its endpoint’s contract, then the request passes', async () => {
    const res = await request(answering(200, { data: { email: 'a@b.example' } })).get(
      pathOf('info'),
    );
    expect(res.status).toBe(200);
  });

  it('when an answer leaves its contract, then the request fails naming the field', async () => {
    await expect(
      request(answering(200, { data: { phone: '09' } })).get(pathOf('info')),
    ).rejects.toThrow(/GET \/api\/get-info \(info\) answered 200 off its contract at data\.email/);
  });

  it('when a refusal carries no known code, then the request fails', async () => {
    await expect(
      request(answering(400, { message: 'No.', code: 'not_a_code' })).get(pathOf('info')),
    ).rejects.toThrow(/with the unknown code not_a_code/);
  });

  it('when an address is not in the endpoint table, then its answer is not checked', async () => {
    const res = await request(answering(200, { anything: true })).get('/admin/whatever');
    expect(res.status).toBe(200);
  });
});
