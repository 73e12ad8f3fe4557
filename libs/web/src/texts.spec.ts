import { TEXTS, errorText } from './texts';

describe('errorText', () => {
  it('prefixes the server detail with "Gabim: "', () => {
    expect(errorText('Email-i është i zënë.', TEXTS.registerFailedGeneric)).toBe('Gabim: Email-i është i zënë.');
  });

  it.each([null, undefined, ''])('falls back when the detail is %p', (detail) => {
    expect(errorText(detail, TEXTS.registerFailedGeneric)).toBe('Gabim gjatë regjistrimit. Ju lutemi provoni përsëri.');
  });
});

describe('TEXTS', () => {
  it('has the catalogue messages of the administrator area', () => {
    expect(TEXTS.adminLoginFailed).toBe('Kredencialet janë të gabuara');
    expect(TEXTS.extendFailed).toBe('Gabim gjatë zgjatjes së trial-it');
    expect(TEXTS.deleteUserFailed).toBe('Gabim gjatë fshirjes së përdoruesit');
    expect(TEXTS.deleteAllFailed).toBe('Gabim gjatë fshirjes së përdoruesve');
  });
});
