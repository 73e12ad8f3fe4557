import { ApiRequestError, apiErrorDetail, apiLinkUrl, isApiRequestError } from './http';

describe('apiErrorDetail', () => {
  it("gives the server's Albanian sentence of a failed call", () => {
    expect(apiErrorDetail(new ApiRequestError(409, 'Email-i është i zënë.', 'EMAIL_TAKEN'))).toBe(
      'Email-i është i zënë.',
    );
  });

  it('gives null when the server explained nothing (network failure, a proxy)', () => {
    expect(apiErrorDetail(new ApiRequestError(0, null))).toBeNull();
    expect(apiErrorDetail(new ApiRequestError(502, null))).toBeNull();
  });

  it('gives null for failures that are not API answers, even ones carrying a detail', () => {
    const lookalike = Object.assign(new Error('HTTP 409'), { status: 409, detail: 'Nga askush.' });
    expect(isApiRequestError(lookalike)).toBe(false);
    expect(apiErrorDetail(lookalike)).toBeNull();
    expect(apiErrorDetail(new TypeError('bug'))).toBeNull();
    expect(apiErrorDetail(undefined)).toBeNull();
  });
});

describe('apiLinkUrl', () => {
  it("loads a link the API answered from the API's base (the same origin by default), and leaves other links alone", () => {
    expect(apiLinkUrl('/api/photos/p1/thumb?expires=1&signature=s')).toBe('/api/photos/p1/thumb?expires=1&signature=s');
    expect(apiLinkUrl('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
  });
});
