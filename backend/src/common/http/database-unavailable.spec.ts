import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    ['a server shutting down (57P01)', new QueryFailedError('SELECT 1', [], withCode('57P01'))],
    ['a server starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', withCode('08006')],
    ['too many connections (53300)', withCode('53300')],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['a pool connection timeout', new Error('timeout exceeded when trying to connect')],
    [
      'a transaction whose connection was released',
      Object.assign(new Error('Query runner already released'), { name: 'QueryRunnerAlreadyReleasedError' }),
    ],
    ['an error from another realm (a plain object)', { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' }],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', new QueryFailedError('INSERT', [], withCode('23505'))],
    ['a syntax error', new QueryFailedError('SELEC', [], withCode('42601'))],
    ['a plain bug', new TypeError('undefined is not a function')],
    ['nothing', undefined],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
