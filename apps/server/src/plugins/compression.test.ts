import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../test/accounts.ts';
import { createEvent } from '../test/events.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const script = `export const greeting = ${JSON.stringify('안녕하세요 Moim! '.repeat(200))};\n`;

/** A built web app with one file precompressed and one not (files are found when the app starts). */
function webDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'moim-web-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'pre-abc.js'), script);
  fs.writeFileSync(path.join(dist, 'assets', 'pre-abc.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dist, 'assets', 'plain-abc.js'), script);
  return dist;
}

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = webDist();
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  const host = await registerUser(t);
  for (let i = 0; i < 4; i++) {
    await createEvent(t, host, {
      name: `Picnic ${i}`,
      description: `<p>${'Bring snacks and friends. '.repeat(20)}</p>`,
    });
  }
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const decode: Record<string, (body: Buffer) => Buffer> = {
  br: (body) => zlib.brotliDecompressSync(body),
  gzip: (body) => zlib.gunzipSync(body),
};

describe('compressed responses', () => {
  it.each(['br', 'gzip'])('sends a list page %s-compressed to a client that accepts it', async (encoding) => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/events?fetchType=all' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveLength(4);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/events?fetchType=all',
      headers: { 'accept-encoding': encoding },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['x-total-count']).toBe('4');
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(decode[encoding]!(response.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('prefers Brotli when the client takes both, as browsers do', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/events',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('leaves small bodies alone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toHaveProperty('mapTileUrl');
  });

  it('never decompresses a request body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/events/subscribe',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(JSON.stringify({ email: 'zip@example.com' })),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('malformedJson');
  });
});

describe('compressed web files', () => {
  it.each([
    ['a precompressed copy as it is', 'pre-abc.js', 'gzip, br', 'br'],
    ['a file without a precompressed copy compressed', 'plain-abc.js', 'gzip', 'gzip'],
  ])('serves %s, with immutable caching', async (_name, file, accepted, encoding) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/assets/${file}`,
      headers: { 'accept-encoding': accepted },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode[encoding]!(response.rawPayload).toString('utf8')).toBe(script);
  });

  it('keeps the health fast path plain and fast on a listening server', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });
});
