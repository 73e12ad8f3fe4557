import { ERROR_CODES, SESSION_END_CODES } from '@repair-shop/contracts';
import { ApiRequestError } from '../api/http';
import { SESSION_END_TEXTS, sessionEndOf, sessionEndText } from './session-end';

const refused = (status: number, code: string | null) => new ApiRequestError(status, 'Një fjali.', code);

describe('sessionEndOf: does a failed call end its session?', () => {
  it.each(SESSION_END_CODES)('a 401 %s ends the shop session, giving that reason', (code) => {
    expect(sessionEndOf(refused(401, code), 'shop')).toEqual({ session: 'shop', reason: code });
  });

  it('a bare 401 without a code (a proxy) ends it as an invalid session', () => {
    expect(sessionEndOf(refused(401, null), 'shop')).toEqual({ session: 'shop', reason: ERROR_CODES.sessionInvalid });
  });

  it('a 401 about something else (wrong password in a form) does not', () => {
    expect(sessionEndOf(refused(401, ERROR_CODES.invalidCredentials), 'shop')).toBeNull();
  });

  it('a 503 (database briefly away), a network failure, 403 and 404 keep the shop session', () => {
    expect(sessionEndOf(refused(503, ERROR_CODES.serviceUnavailable), 'shop')).toBeNull();
    expect(sessionEndOf(new ApiRequestError(0, null), 'shop')).toBeNull();
    expect(sessionEndOf(refused(403, ERROR_CODES.trialExpired), 'shop')).toBeNull();
    expect(sessionEndOf(refused(404, ERROR_CODES.notFound), 'shop')).toBeNull();
  });

  it("ends the administrator's session on 401 and on 403 (not an administrator's token)", () => {
    expect(sessionEndOf(refused(401, ERROR_CODES.sessionExpired), 'admin')).toEqual({
      session: 'admin',
      reason: ERROR_CODES.sessionExpired,
    });
    expect(sessionEndOf(refused(403, ERROR_CODES.forbidden), 'admin')).toEqual({
      session: 'admin',
      reason: ERROR_CODES.sessionInvalid,
    });
    expect(sessionEndOf(refused(503, ERROR_CODES.serviceUnavailable), 'admin')).toBeNull();
  });

  it("recognises a refusal thrown by a remote's own copy of the library (not an instanceof this class)", () => {
    const brand: unique symbol = Symbol.for('repair-shop.ApiRequestError');
    class RemoteCopyError extends Error {
      readonly [brand] = true;
      readonly status = 401;
      readonly detail = 'Seanca juaj ka skaduar.';
      readonly code = ERROR_CODES.sessionExpired;
    }
    const error = new RemoteCopyError('HTTP 401');
    expect(error).not.toBeInstanceOf(ApiRequestError);
    expect(sessionEndOf(error, 'shop')).toEqual({ session: 'shop', reason: ERROR_CODES.sessionExpired });
  });

  it('public calls and failures that are not API answers end nothing', () => {
    expect(sessionEndOf(refused(401, ERROR_CODES.sessionExpired), 'none')).toBeNull();
    expect(sessionEndOf(new TypeError('bug'), 'shop')).toBeNull();
    expect(sessionEndOf(Object.assign(new Error('HTTP 401'), { status: 401, code: null }), 'shop')).toBeNull();
  });
});

describe('sessionEndText', () => {
  it('gives an Albanian sentence for every session-ending code', () => {
    for (const code of SESSION_END_CODES) {
      expect(sessionEndText({ sessionEnd: code })).toBe(SESSION_END_TEXTS[code]);
      expect(SESSION_END_TEXTS[code]).toMatch(/[ëç]/);
    }
    expect(SESSION_END_TEXTS[ERROR_CODES.sessionRevoked]).toContain('fjalëkalimi u ndryshua');
  });

  it('gives nothing for a login page opened normally', () => {
    expect(sessionEndText(null)).toBeNull();
    expect(sessionEndText({ sessionEnd: 'SOMETHING_ELSE' })).toBeNull();
  });
});
