import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { embeddedIpv4, isBlockedAddress, safeFetch } from './ssrf-guard.js';

describe('isBlockedAddress', () => {
  it.each([
    ['127.0.0.1', true], ['127.8.9.10', true], ['10.1.2.3', true], ['172.16.0.1', true], ['172.31.255.255', true], ['192.168.1.1', true],
    ['169.254.169.254', true], ['100.64.0.1', true], ['0.0.0.0', true], ['224.0.0.1', true], ['255.255.255.255', true],
    ['::1', true], ['::', true], ['fe80::1', true], ['fd00::1', true], ['fc00::1', true], ['ff02::1', true],
    ['::ffff:127.0.0.1', true], ['::ffff:7f00:1', true], ['::FFFF:169.254.169.254', true], ['::ffff:10.0.0.1', true],
    ['::127.0.0.1', true], ['64:ff9b::127.0.0.1', true], ['[::1]', true], ['fe80::1%eth0', true], ['not-an-ip', true],
    ['8.8.8.8', false], ['93.184.216.34', false], ['172.32.0.1', false], ['2606:4700::1111', false], ['::ffff:8.8.8.8', false],
  ])('%s → %s', (ip, blocked) => {
    expect(isBlockedAddress(ip)).toBe(blocked);
  });

  it('extracts IPv4 from mapped forms', () => {
    expect(embeddedIpv4('::ffff:7f00:1')).toBe('127.0.0.1');
    expect(embeddedIpv4('::ffff:0:a00:1')).toBe('10.0.0.1');
    expect(embeddedIpv4('2001:db8::1')).toBeNull();
  });
});

describe('safeFetch', () => {
  let server: http.Server;
  let port = 0;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/redirect') {
        res.writeHead(302, { location: `http://127.0.0.2:${port}/img` });
        return res.end();
      }
      if (req.url === '/big') return res.end(Buffer.alloc(2048));
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end('PNGDATA');
    });
    await new Promise<void>((r) => server.listen(0, '0.0.0.0', () => r()));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  // a policy that allows exactly 127.0.0.1 (to reach the local test server) and blocks everything else private
  const only127001 = (ip: string) => ip !== '127.0.0.1' && isBlockedAddress(ip);

  it('refuses loopback by IP, IPv4-mapped IPv6 and hostname with the default policy', async () => {
    await expect(safeFetch(`http://127.0.0.1:${port}/img`)).rejects.toThrow(/not a public address/);
    await expect(safeFetch(`http://[::ffff:127.0.0.1]:${port}/img`)).rejects.toThrow(/not a public address/);
    await expect(safeFetch(`http://localhost:${port}/img`)).rejects.toThrow(/not a public address/);
    await expect(safeFetch('file:///etc/passwd')).rejects.toThrow(/scheme/);
  });

  it('re-checks every redirect hop', async () => {
    const ok = await safeFetch(`http://127.0.0.1:${port}/img`, { isBlocked: only127001 });
    expect(ok.data.toString()).toBe('PNGDATA');
    await expect(safeFetch(`http://127.0.0.1:${port}/redirect`, { isBlocked: only127001 })).rejects.toThrow(/127\.0\.0\.2/);
  });

  it('caps the body size', async () => {
    await expect(safeFetch(`http://127.0.0.1:${port}/big`, { isBlocked: only127001, maxBytes: 100 })).rejects.toThrow(/larger/);
  });
});
