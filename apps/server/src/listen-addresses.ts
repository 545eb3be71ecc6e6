import type { AddressInfo } from 'node:net';
import os from 'node:os';

type Interfaces = ReturnType<typeof os.networkInterfaces>;

const url = (address: string, port: number) => `http://${address.includes(':') ? `[${address}]` : address}:${port}`;

/**
 * The addresses the server really answers on: the one it is bound to, or every interface's
 * when bound to all of them (0.0.0.0: IPv4 ones; ::, IPv6 and IPv4), loopback first.
 */
export function listeningUrls(bound: AddressInfo, interfaces: Interfaces = os.networkInterfaces()): string[] {
  const all = bound.address === '0.0.0.0' || bound.address === '::';
  if (!all) return [url(bound.address, bound.port)];
  const found = Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .filter((i) => bound.address === '::' || i.family === 'IPv4')
    .sort((a, b) => Number(b.internal) - Number(a.internal));
  return found.map((i) => url(i.address, bound.port));
}
