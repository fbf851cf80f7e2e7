import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLISHED_DEMO_STUDIES, caseStudyIdByTitle } from '#tests/helpers/content.ts';
import { fastMember, type FastMember } from '#tests/helpers/fast-members.ts';
import { principal } from '#tests/helpers/principals.ts';
import { TEST_PUBLIC_URL, createClient, testAppForFile } from '#tests/helpers/test-app.ts';
import { MAX_BODY_BYTES, REFUSED_BODY_READ_BYTES, REQUEST_GUARD_MESSAGES } from './request-guards.ts';

const testApp = testAppForFile({ demoContent: true });
const visitor = createClient(testApp);
let member: FastMember;
let studyId: string;

beforeAll(async () => {
  member = await fastMember(testApp);
  studyId = await caseStudyIdByTitle(testApp, PUBLISHED_DEMO_STUDIES[0]!.title);
});

async function expectError(response: Response, status: number, code: string, message: string) {
  expect(response.status, await response.clone().text()).toBe(status);
  expect(await response.json()).toEqual({ error: { code, message } });
}

describe('NUL characters', () => {
  it('are refused with 400 in the path, the query and JSON bodies, better-auth included', async () => {
    const nul = (response: Response) => expectError(response, 400, 'BAD_REQUEST', REQUEST_GUARD_MESSAGES.nulCharacter);
    await nul(await visitor.get('/api/search?q=saas%00'));
    await nul(await visitor.get('/api/case-studies?q=a%00b'));
    await nul(await visitor.get('/api/case-studies?region=Europe%00'));
    await nul(await visitor.get(`/api/case-studies/${studyId}%00`));
    await nul(await visitor.get('/api/case-studies/%00/discussions'));
    await nul(await member.client.post(`/api/case-studies/${studyId}/discussions`, { title: 'Hello', body: 'Hi\u0000there' }));
    await nul(await member.client.post(`/api/case-studies/${studyId}/discussions`, { title: 'Hello', body: 'Hi', ['x\u0000']: 1 }));
    await nul(await visitor.post('/api/auth/sign-up/email', { email: 'nul@example.com', password: 'correct-horse-battery', name: 'A\u0000B' }));
  });

  it('leave ordinary text alone', async () => {
    expect((await visitor.get('/api/search?q=saas')).status).toBe(200);
  });
});

describe('lone surrogates', () => {
  // Each body is otherwise valid, so without the guard it reaches a JSONB column, which cannot hold it.
  const LONE = '\ud800';
  it.each([
    { who: 'super_admin', method: 'POST', path: '/api/admin/quests', body: { title: `Vote ${LONE}`, questType: 'vote', targetCount: 1, xpReward: 5 } },
    { who: 'super_admin', method: 'PUT', path: '/api/admin/settings', body: { companyName: `Company ${LONE}` } },
    { who: 'editor', method: 'POST', path: '/api/ideas', body: { title: `Repair Cafés ${LONE}`, summary: 'Pop-up repair events run for councils.', category: 'business_ideas', tags: ['circular'] } },
    {
      who: 'explorer',
      method: 'POST',
      path: '/api/submissions/tactics',
      body: { name: 'Pre-sold bread boxes', description: `Sell a weekly box before baking it, collect payment on Sunday and bake on Monday ${LONE}.`, category: 'revenue', successSignals: [`Fewer unsold loaves ${LONE}`], failureSignals: [] },
    },
  ] as const)('in a JSON body are refused with 400 ($method $path)', async ({ who, method, path, body }) => {
    const { client } = await principal(testApp, who);
    // JSON.stringify writes a lone surrogate as the escape "\ud800", exactly as a client could send it.
    const response = await client.request(path, { method, json: body });
    await expectError(response, 400, 'BAD_REQUEST', REQUEST_GUARD_MESSAGES.loneSurrogate);
  });

  it('leave surrogate pairs (emoji) alone', async () => {
    const { client } = await principal(testApp, 'super_admin');
    expect((await client.put('/api/admin/settings', { companyName: 'Flightdeck 🚀' })).status).toBe(200);
  });
});

describe('request bodies', () => {
  it(`are refused with 413 above ${MAX_BODY_BYTES} bytes when declared, before the route runs`, async () => {
    const body = JSON.stringify({ title: 'Big', body: 'x'.repeat(MAX_BODY_BYTES) });
    const response = await member.client.request(`/api/case-studies/${studyId}/discussions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    await expectError(response, 413, 'PAYLOAD_TOO_LARGE', REQUEST_GUARD_MESSAGES.tooLarge);
  });

  it('are read no further than the refused body bound when streamed without a length (auth endpoints too)', async () => {
    const total = 100 * MAX_BODY_BYTES;
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= total) return controller.close();
        pulled += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await visitor.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    await expectError(response, 413, 'PAYLOAD_TOO_LARGE', REQUEST_GUARD_MESSAGES.tooLarge);
    // Past the limit the rest is read and thrown away, up to its bound (refused-body.test.ts).
    expect(pulled).toBeLessThan(REFUSED_BODY_READ_BYTES + 4 * chunk.length);
    expect(pulled).toBeLessThan(total);
  });
  it('leave the connection usable: the request after a refused one is answered', async () => {
    const server = serve({ fetch: testApp.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // One connection kept alive, as browsers, proxies and load balancers do.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: Buffer, headers: Record<string, string> = {}) =>
      new Promise<number>((resolve, reject) => {
        const request = http.request(`${base}${path}`, { method, agent, headers: { origin: TEST_PUBLIC_URL, ...headers } }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        });
        request.on('error', reject);
        request.end(body);
      });
    const oversized = Buffer.alloc(2 * MAX_BODY_BYTES, 0x20);
    try {
      const framings: Record<string, string>[] = [{ 'content-length': String(oversized.length) }, { 'transfer-encoding': 'chunked' }];
      for (const headers of framings) {
        expect(await send('POST', `/api/case-studies/${studyId}/discussions`, oversized, { 'content-type': 'application/json', ...headers })).toBe(413);
        expect(await send('GET', '/api/health')).toBe(200);
      }
    } finally {
      agent.destroy();
      server.close();
    }
  });
});

describe('cross-site writes', () => {
  const crossSite = (response: Response) => expectError(response, 403, 'FORBIDDEN', REQUEST_GUARD_MESSAGES.crossSite);

  it('are refused from another origin or without any origin, with the session cookie and on auth endpoints', async () => {
    const vote = `/api/case-studies/${studyId}/vote`;
    const put = (headers: Record<string, string>) => member.client.request(vote, { method: 'PUT', headers, json: { voteType: 'upvote' } });
    await crossSite(await put({ origin: 'https://evil.example' }));
    await crossSite(await put({ origin: 'null' }));
    await crossSite(await put({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }));
    await crossSite(await put({ origin: 'https://evil.example', 'sec-fetch-site': 'same-site' }));
    await crossSite(await member.client.request(vote, { method: 'DELETE', headers: { origin: 'http://localhost:3000.evil.example' } }));
    await crossSite(await visitor.request('/api/auth/sign-out', { method: 'POST', headers: { origin: 'https://evil.example' }, json: {} }));
    // No Origin at all (a form post from an old browser, or a script) and no same-origin marker.
    const bare = await testApp.app.request(vote, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: member.client.cookieHeader() },
      body: JSON.stringify({ voteType: 'upvote' }),
    });
    await crossSite(bare);
    // Nothing changed.
    expect((await (await visitor.get(`/api/case-studies/${studyId}/engagement`)).json()).voteCount).toBe(0);
  });

  it('are accepted from the trusted origin, or when the browser says same-origin', async () => {
    const vote = `/api/case-studies/${studyId}/vote`;
    expect((await member.client.request(vote, { method: 'PUT', headers: { origin: TEST_PUBLIC_URL }, json: { voteType: 'upvote' } })).status).toBe(200);
    const sameOrigin = await testApp.app.request(vote, {
      method: 'DELETE',
      headers: { cookie: member.client.cookieHeader(), 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.status).toBe(200);
    // A page opened on another address of this server (its origin not configured) is still same-origin.
    const otherAddress = await member.client.request(vote, {
      method: 'PUT',
      headers: { origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' },
      json: { voteType: 'downvote' },
    });
    expect(otherAddress.status).toBe(200);
  });

  it('leaves reads alone', async () => {
    expect((await testApp.app.request('/api/health', { headers: { origin: 'https://evil.example' } })).status).toBe(200);
  });
});

describe('security headers', () => {
  it('forbid framing the same way in X-Frame-Options and the CSP, for an API answer and a file', async () => {
    for (const path of ['/api/health', '/robots.txt']) {
      const response = await visitor.get(path);
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
    }
  });

  it('switch off unused browser features and allow scripts from our origin only, outside the API', async () => {
    const response = await visitor.get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self';");
    const permissions = response.headers.get('permissions-policy') ?? '';
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) expect(permissions).toContain(feature);
  });
});
