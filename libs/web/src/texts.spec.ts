import { ApiRequestError } from './api/http';
import { TEXTS, errorText, loginFailureText } from './texts';

describe('errorText', () => {
  it('prefixes the server detail with "Gabim: "', () => {
    expect(errorText('Email-i është i zënë.', TEXTS.registerFailedGeneric)).toBe('Gabim: Email-i është i zënë.');
  });

  it.each([null, undefined, ''])('falls back when the detail is %p', (detail) => {
    expect(errorText(detail, TEXTS.registerFailedGeneric)).toBe('Gabim gjatë regjistrimit. Ju lutemi provoni përsëri.');
  });
});

describe('loginFailureText', () => {
  it("passes on the server's wait after too many tries", () => {
    const tooMany = new ApiRequestError(429, 'Shumë përpjekje. Provoni pas 15 minutash.');
    expect(loginFailureText(tooMany, TEXTS.loginFailed)).toBe('Shumë përpjekje. Provoni pas 15 minutash.');
  });

  it('says the server was not reached on a network failure', () => {
    expect(loginFailureText(new ApiRequestError(0, null), TEXTS.adminLoginFailed)).toBe(TEXTS.networkError);
  });

  it("gives the caller's text for wrong credentials, a 429 without a detail and anything else", () => {
    expect(loginFailureText(new ApiRequestError(401, 'Kredencialet janë të gabuara'), TEXTS.loginFailed)).toBe(
      'Email ose fjalëkalimi i gabuar',
    );
    expect(loginFailureText(new ApiRequestError(429, null), TEXTS.adminLoginFailed)).toBe(
      'Kredencialet janë të gabuara',
    );
    expect(loginFailureText(new TypeError('bug'), TEXTS.loginFailed)).toBe(TEXTS.loginFailed);
  });
});

describe('TEXTS', () => {
  it('has the catalogue messages of the administrator area', () => {
    expect(TEXTS.adminLoginFailed).toBe('Kredencialet janë të gabuara');
    expect(TEXTS.extendFailed).toBe('Gabim gjatë zgjatjes së afatit');
    expect(TEXTS.deleteUserFailed).toBe('Gabim gjatë fshirjes së përdoruesit');
    expect(TEXTS.deleteAllFailed).toBe('Gabim gjatë fshirjes së përdoruesve');
  });
});
