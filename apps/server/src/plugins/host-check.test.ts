import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { MAX_REPORTED_HOSTS, registerHostCheck } from './host-check.ts';

/** An app with the check, whose warnings the test reads. */
async function appWithLog(publicUrl: string) {
  const lines: Array<{ level: number; msg: string; host?: string }> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(JSON.parse(chunk.toString()));
      callback();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream } });
  registerHostCheck(app, publicUrl);
  app.get('/api/ping', async () => ({ ok: true }));
  await app.ready();
  const get = (host: string) => app.inject({ method: 'GET', url: '/api/ping', headers: { host } });
  const warnings = () => lines.filter((l) => l.level === 40);
  return { app, get, warnings };
}

describe('requests for another host than PUBLIC_URL', () => {
  it('are warned about once per host, naming the host and PUBLIC_URL', async () => {
    const { app, get, warnings } = await appWithLog('http://localhost:3000');
    await get('localhost:3000');
    expect(warnings()).toEqual([]);
    await get('127.0.0.1:3000');
    await get('127.0.0.1:3000');
    await get('192.168.0.7:3000');
    expect(warnings().map((w) => w.host)).toEqual(['127.0.0.1:3000', '192.168.0.7:3000']);
    expect(warnings()[0]!.msg).toContain('Requests arrive for 127.0.0.1:3000, but PUBLIC_URL is http://localhost:3000');
    await app.close();
  });

  it('match whatever the case or the default port', async () => {
    const { app, get, warnings } = await appWithLog('https://moim.example');
    await get('MOIM.example');
    await get('moim.example:443');
    expect(warnings()).toEqual([]);
    await app.close();
  });

  it(`are reported for at most ${MAX_REPORTED_HOSTS} hosts, since clients choose the Host`, async () => {
    const { app, get, warnings } = await appWithLog('http://localhost:3000');
    for (let i = 0; i < MAX_REPORTED_HOSTS + 5; i++) await get(`host${i}.example`);
    expect(warnings()).toHaveLength(MAX_REPORTED_HOSTS);
    expect(warnings().at(-1)!.msg).toContain('Further hosts are not reported.');
    await app.close();
  });
});
