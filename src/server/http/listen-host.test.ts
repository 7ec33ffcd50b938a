import { describe, expect, it } from 'vitest';
import { listenHostFrom, selfAddress } from './listen-host.mjs';

describe('HOST (issue 45 point 9)', () => {
  it('is read as an IP address, unset meaning every interface', () => {
    expect(listenHostFrom({})).toBeUndefined();
    expect(listenHostFrom({ HOST: ' ' })).toBeUndefined();
    expect(listenHostFrom({ HOST: '127.0.0.1' })).toBe('127.0.0.1');
    expect(listenHostFrom({ HOST: '::1' })).toBe('::1');
  });

  it('stops the start with one line for anything else', () => {
    for (const HOST of ['localhost', 'moveease.in', '127.0.0.1:3000'])
      expect(() => listenHostFrom({ HOST })).toThrow(/^Invalid configuration: HOST must be/);
  });

  it('gives Next an address of its own server to reach itself at', () => {
    expect(selfAddress(undefined)).toBe('127.0.0.1');
    expect(selfAddress('0.0.0.0')).toBe('127.0.0.1');
    expect(selfAddress('::')).toBe('127.0.0.1');
    expect(selfAddress('10.0.0.5')).toBe('10.0.0.5');
    expect(selfAddress('::1')).toBe('[::1]');
  });
});
