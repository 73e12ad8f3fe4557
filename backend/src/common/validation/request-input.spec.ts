import { MAX_INPUT_DEPTH, findInputProblem } from './request-input';

const nested = (levels: number): unknown => {
  let value: unknown = 'x';
  for (let level = 0; level < levels; level += 1) value = [value];
  return value;
};

describe('findInputProblem', () => {
  it('accepts ordinary input, accents, emoji and paired surrogates included', () => {
    expect(
      findInputProblem({
        email: 'ëndrita@shembull.al',
        templates: { new: 'Përshëndetje {klienti} 📱' },
        limit: 5,
        ok: null,
      }),
    ).toBeNull();
    expect(findInputProblem(nested(MAX_INPUT_DEPTH - 1))).toBeNull();
  });

  it('refuses nesting deeper than any body the API takes, even thousands of levels, without recursion', () => {
    expect(findInputProblem({ email: nested(MAX_INPUT_DEPTH) })).toBe('too_deep');
    expect(findInputProblem({ email: nested(100_000), password: 'x' })).toBe('too_deep');
  });

  it.each([
    ['NUL in a value', { template: 'a\u0000b' }],
    ['a lone high surrogate', { email: '\ud800@x.com' }],
    ['a lone low surrogate', { name: 'a\udc00' }],
    ['reversed surrogates', { name: '\udc00\ud800' }],
    ['NUL in a key', { ['a\u0000']: 'b' }],
    ['inside an array', { list: ['ok', 'bad\ud83d'] }],
  ])('refuses %s', (_, value) => {
    expect(findInputProblem(value)).toBe('invalid_text');
  });
});
