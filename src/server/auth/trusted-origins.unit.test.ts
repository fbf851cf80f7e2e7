import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import { listeningOrigins } from './trusted-origins.ts';

describe('the origins trusted without PUBLIC_URL', () => {
  it('are the loopback names and the machine name on the actual port when listening on every address', () => {
    const origins = listeningOrigins('0.0.0.0', 4321);
    expect(origins).toEqual(
      expect.arrayContaining(['http://localhost:4321', 'http://127.0.0.1:4321', 'http://[::1]:4321', `http://${hostname().toLowerCase()}:4321`]),
    );
  });

  it('are the loopback names only when listening on loopback', () => {
    expect(listeningOrigins('127.0.0.1', 3000)).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']);
  });

  it('include a specific address the server listens on, IPv6 in brackets, port 80 left out as browsers do', () => {
    expect(listeningOrigins('192.168.1.20', 80)).toContain('http://192.168.1.20');
    expect(listeningOrigins('fd00::2', 80)).toContain('http://[fd00::2]');
  });
});
