import Fastify from 'fastify';
import { Page } from './page';
import { PAGED, sendPages } from './paged.decorator';

describe('sendPages', () => {
  it("sends a marked route's Page as its rows with the total in X-Total-Count, and leaves other routes alone", async () => {
    const server = Fastify();
    sendPages(server);
    // What @Paged() puts in the route's config (Nest's RouteConfig).
    server.get('/paged', { config: { [PAGED]: true } }, async () => new Page([{ id: 1 }, { id: 2 }], 57));
    server.get('/plain', async () => ({ items: [], total: 0 }));
    const paged = await server.inject({ url: '/paged' });
    expect(paged.json()).toEqual([{ id: 1 }, { id: 2 }]);
    expect(paged.headers['x-total-count']).toBe('57');
    const plain = await server.inject({ url: '/plain' });
    expect(plain.json()).toEqual({ items: [], total: 0 });
    expect(plain.headers['x-total-count']).toBeUndefined();
    await server.close();
  });
});
