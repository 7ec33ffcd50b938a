import { afterEach, describe, expect, it } from 'vitest';
import { env } from './env';

describe('LEAD_RATE_LIMIT', () => {
  afterEach(() => {
    delete process.env.LEAD_RATE_LIMIT;
  });

  const parse = (value?: string) => {
    if (value === undefined) delete process.env.LEAD_RATE_LIMIT;
    else process.env.LEAD_RATE_LIMIT = value;
    return env().LEAD_RATE_LIMIT;
  };

  it('defaults to 10 per 10 minutes, also when empty', () => {
    expect(parse()).toEqual({ limit: 10, windowMs: 600_000 });
    expect(parse('  ')).toEqual({ limit: 10, windowMs: 600_000 });
  });

  it('reads <count>/<seconds>', () => {
    expect(parse('3/60')).toEqual({ limit: 3, windowMs: 60_000 });
    expect(parse(' 100/3600 ')).toEqual({ limit: 100, windowMs: 3_600_000 });
  });

  it.each(['10', '10/', '/600', '0/600', '10/0', '1.5/60', '10 per 600', '-1/60'])(
    'stops with one line naming the variable for %j',
    (value) => {
      expect(() => parse(value)).toThrow(
        'Invalid configuration: LEAD_RATE_LIMIT must be <count>/<seconds> with whole numbers, e.g. 10/600',
      );
    },
  );
});

describe('HOST', () => {
  afterEach(() => {
    delete process.env.HOST;
  });

  it('is an IP address or unset, and a bad one stops with one line naming it', () => {
    process.env.HOST = '127.0.0.1';
    expect(env().HOST).toBe('127.0.0.1');
    delete process.env.HOST;
    expect(env().HOST).toBeUndefined();
    process.env.HOST = 'my-server';
    expect(() => env()).toThrow('Invalid configuration: HOST must be an IP address');
  });
});
