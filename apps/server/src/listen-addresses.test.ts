import type os from 'node:os';
import { describe, expect, it } from 'vitest';
import { listeningUrls } from './listen-addresses.ts';

const nic = (address: string, family: 'IPv4' | 'IPv6', internal: boolean) =>
  ({ address, family, internal, netmask: '', mac: '', cidr: null }) as os.NetworkInterfaceInfo;
const interfaces = {
  eth0: [nic('192.168.0.7', 'IPv4', false), nic('fe80::1', 'IPv6', false)],
  lo: [nic('127.0.0.1', 'IPv4', true), nic('::1', 'IPv6', true)],
};

describe('the addresses in the start-up log', () => {
  it('are the bound address itself, not localhost', () => {
    expect(listeningUrls({ address: '127.0.0.1', family: 'IPv4', port: 3000 }, interfaces)).toEqual([
      'http://127.0.0.1:3000',
    ]);
    expect(listeningUrls({ address: '::1', family: 'IPv6', port: 3000 }, interfaces)).toEqual(['http://[::1]:3000']);
  });

  it("are every IPv4 interface's for 0.0.0.0, loopback first", () => {
    expect(listeningUrls({ address: '0.0.0.0', family: 'IPv4', port: 80 }, interfaces)).toEqual([
      'http://127.0.0.1:80',
      'http://192.168.0.7:80',
    ]);
  });

  it("are every interface's for ::", () => {
    expect(listeningUrls({ address: '::', family: 'IPv6', port: 80 }, interfaces)).toEqual([
      'http://127.0.0.1:80',
      'http://[::1]:80',
      'http://192.168.0.7:80',
      'http://[fe80::1]:80',
    ]);
  });
});
