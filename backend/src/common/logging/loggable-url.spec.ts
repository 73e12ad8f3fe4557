import { loggableUrl } from './loggable-url';

describe('loggableUrl', () => {
  it.each([
    ['/api/jobs', '/api/jobs'],
    ['/api/jobs?search=Qëndrim&limit=50', '/api/jobs?[query]'],
    ['/api/jobs/5b0a8f2e-1111-4222-8333-444455556666/status', '/api/jobs/5b0a8f2e-1111-4222-8333-444455556666/status'],
    ['/api/public/track/CjS-vv5uArlx9aT6f3CSWeLtYv0ppXTI7Sx8e_PuSnk', '/api/public/track/[token]'],
    ['/reset-password/Zk3p0c4Lr7d0X5qvW2m9bYt8sJ1nH6gA4eR0uV2yQ', '/reset-password/[token]'],
    ['/gjurmo/abcdefghijklmnopqrstuvwxyz0123456789', '/gjurmo/[token]'],
    ['/remotes/shop/remoteEntry.js', '/remotes/shop/remoteEntry.js'],
  ])('logs %s as %s', (url, logged) => {
    expect(loggableUrl(url)).toBe(logged);
  });
});
