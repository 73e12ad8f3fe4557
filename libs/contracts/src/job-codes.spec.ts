import { clientTicketCode, parseTicketCode } from './job-codes';

describe('ticket codes', () => {
  it('are the job id’s last six characters, upper-cased', () => {
    expect(clientTicketCode('3f2a9c1e-7b4d-4e8a-9c0f-1a2b3c4d5e6f')).toBe('4D5E6F');
  });

  it.each([
    ['A99B0E', 'A99B0E'],
    ['#A99B0E', 'A99B0E'],
    ['#a99b0e', 'A99B0E'],
    [' A9 9B0E ', 'A99B0E'],
    ['# a99 b0e', 'A99B0E'],
    ['a99b0e\t', 'A99B0E'],
  ])('reads %p as typed: %p', (typed, code) => {
    expect(parseTicketCode(typed)).toBe(code);
  });

  it.each(['', '#', 'A99B0', 'A99B0E1', 'A99B0G', '#A9-9B0E', 'ä99b0e'])('refuses %p', (typed) => {
    expect(parseTicketCode(typed)).toBeNull();
  });
});
