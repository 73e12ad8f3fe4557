import { JwtService } from '@nestjs/jwt';
import { createHmac } from 'node:crypto';
import type { RuntimeConfig } from '../../config/app-config';
import { BearerTokens, bearerTokenOf } from './bearer-tokens';

const SECRET = 'a-secret-for-the-bearer-tokens-spec-0123456789';

describe('bearerTokenOf', () => {
  it.each([
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer   abc.def.ghi', 'abc.def.ghi'],
    ['Basic abc.def.ghi', null],
    ['Bearer', null],
    [undefined, null],
  ])('reads %p as %p', (header, token) => {
    expect(bearerTokenOf(header)).toBe(token);
  });
});

describe('BearerTokens', () => {
  const tokens = new BearerTokens({ jwtSecret: SECRET } as RuntimeConfig);
  const ours = new JwtService({ secret: SECRET, signOptions: { expiresIn: '1h' } });
  const code = (token: string): string | undefined => {
    try {
      tokens.payloadOf(token);
      return undefined;
    } catch (error) {
      return (error as { getResponse(): { code: string } }).getResponse().code;
    }
  };
  /** A token as a signer could make it, with any header and claims. */
  const signed = (header: object, payload: unknown, secret = SECRET): string => {
    const head = Buffer.from(JSON.stringify(header)).toString('base64url');
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${head}.${body}.${createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url')}`;
  };

  it('answers the claims of a token this server signed, again and again', () => {
    const token = ours.sign({ sub: 'someone', ver: 2 });
    expect(tokens.payloadOf(token)).toMatchObject({ sub: 'someone', ver: 2, exp: expect.any(Number) });
    expect(tokens.payloadOf(token)).toMatchObject({ sub: 'someone', ver: 2 });
  });

  it('refuses an expired token as expired, each time it comes, even once verified', () => {
    expect(code(ours.sign({ sub: 'someone', ver: 0 }, { expiresIn: -10 }))).toBe('SESSION_EXPIRED');
    const now = Math.floor(Date.now() / 1000);
    const soon = signed({ alg: 'HS256', typ: 'JWT' }, { sub: 'someone', ver: 0, exp: now + 2 });
    expect(code(soon)).toBeUndefined();
    const later = jest.spyOn(Date, 'now').mockReturnValue((now + 3) * 1000);
    try {
      expect(code(soon)).toBe('SESSION_EXPIRED');
    } finally {
      later.mockRestore();
    }
  });

  it('refuses anything else as invalid', () => {
    const good = ours.sign({ sub: 'someone', ver: 0 });
    const now = Math.floor(Date.now() / 1000);
    for (const token of [
      'not-a-token',
      `${good}x`,
      `${good}.`,
      good.slice(0, good.lastIndexOf('.') + 1),
      new JwtService({ secret: 'another-secret-that-is-long-enough-012345' }).sign({ sub: 'someone', ver: 0 }),
      signed({ alg: 'none' }, { sub: 'someone' }),
      signed({ alg: 'HS512' }, { sub: 'someone' }),
      signed({ alg: 'HS256' }, 'a text'),
      signed({ alg: 'HS256' }, [1, 2]),
      signed({ alg: 'HS256' }, { sub: 'someone', exp: 'tomorrow' }),
      signed({ alg: 'HS256' }, { sub: 'someone', nbf: now + 60 }),
      signed({ alg: 'HS256' }, { sub: 'someone', nbf: 'now' }),
    ]) {
      expect([token, code(token)]).toEqual([token, 'SESSION_INVALID']);
    }
  });
});
