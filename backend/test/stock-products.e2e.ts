import type {
  JobPartAddedResponse,
  ProductRequest,
  ProductResponse,
  ProductSavedResponse,
  StockCountSavedResponse,
  StockMovementResponse,
  StockReceiptSavedResponse,
} from '@repair-shop/contracts';
import {
  adminLogin,
  bearer,
  createJob,
  createShop,
  expectError,
  expectRefusedField,
  expectStatus,
  ISO_DATE,
  staffLogin,
  startTestApp,
  type Shop,
  type TestApp,
} from './support/test-app';

/**
 * Products in the same stock as parts, and the stock's books: every change of a quantity is one movement, written
 * with the change (parts used on a job, taken off, a job deleted, a quantity edited, goods received, a count).
 */
describe('stock: products, movements, receipts and counts', () => {
  let t: TestApp;
  let shop: Shop;

  beforeAll(async () => {
    t = await startTestApp();
  });
  beforeEach(async () => {
    shop = await createShop(t, { firstName: 'Arbër', lastName: 'Gashi' }, { businessName: 'Servisi Aksesorë' });
  });
  afterAll(async () => {
    await t.close();
  });

  const CASE: ProductRequest = {
    name: 'Këllëf silikoni iPhone 13',
    barcode: '4006381333931',
    costPrice: '2.35',
    salePrice: '9.90',
    quantity: 4,
    vatRate: '18',
    forSale: true,
    forRepairs: false,
    category: 'Këllëfë',
    lowStockLevel: 2,
  };

  const addProduct = async (token: string, body: Partial<ProductRequest> = {}): Promise<ProductResponse> => {
    const response = await t
      .http()
      .post('/api/products')
      .set(bearer(token))
      .send({ ...CASE, ...body });
    expectStatus(response, 201);
    return (response.body as ProductSavedResponse).product;
  };
  const products = (token: string, query = '') => t.http().get(`/api/products${query}`).set(bearer(token));
  const movements = async (token: string, query = ''): Promise<StockMovementResponse[]> => {
    const response = await t.http().get(`/api/stock/movements${query}`).set(bearer(token));
    expectStatus(response, 200);
    return response.body as StockMovementResponse[];
  };
  /** Every part of the shop holds exactly what its movements add up to (each was created through the API). */
  const expectBooksBalance = async (businessId: string): Promise<void> => {
    const rows = (await t.db.query(
      `SELECT p.quantity, coalesce(sum(m.quantity_change), 0)::int AS moved
         FROM parts p LEFT JOIN stock_movements m ON m.part_id = p.id
        WHERE p.business_id = $1 GROUP BY p.id`,
      [businessId],
    )) as { quantity: number; moved: number }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.moved).toBe(row.quantity);
  };

  it('adds a product with exact prices, lists it with /api/parts as the same row, and hides its cost from technicians', async () => {
    const product = await addProduct(shop.token);
    expect(product).toEqual({
      id: expect.any(String),
      name: 'Këllëf silikoni iPhone 13',
      code: null,
      barcode: '4006381333931',
      costPrice: '2.35',
      salePrice: '9.90',
      vatRate: '18.00',
      quantity: 4,
      lowStockLevel: 2,
      lowStock: false,
      forSale: true,
      forRepairs: false,
      category: 'Këllëfë',
      serialized: false,
      warrantyMonths: 0,
      defectiveQuantity: 0,
      archivedAt: null,
      createdAt: expect.stringMatching(ISO_DATE),
      updatedAt: expect.stringMatching(ISO_DATE),
      daysLeft: null,
    });
    // A number with two decimals is taken as its exact text.
    const cable = await addProduct(shop.token, {
      name: 'Kabllo USB-C',
      barcode: 'KAB-USB-C',
      costPrice: 1.1 as unknown as string,
      salePrice: '4',
      vatRate: null,
      forRepairs: true,
      category: null,
    });
    expect(cable).toMatchObject({ costPrice: '1.10', salePrice: '4.00', vatRate: null, barcode: 'KAB-USB-C' });
    const parts = await t.http().get('/api/parts').set(bearer(shop.token));
    expectStatus(parts, 200);
    expect((parts.body as { id: string; costPrice: number }[]).map((part) => [part.id, part.costPrice])).toEqual([
      [cable.id, 1.1],
      [product.id, 2.35],
    ]);
    const repairsOnly = await t.http().get('/api/parts?forRepairs=true').set(bearer(shop.token));
    expect((repairsOnly.body as { id: string }[]).map((part) => part.id)).toEqual([cable.id]);

    const technician = await staffLogin(t, shop.token, shop.worker.id, 'technician');
    const seen = (await products(technician)).body as ProductResponse[];
    expect(seen).toHaveLength(2);
    for (const row of seen) expect(row).not.toHaveProperty('costPrice');
    const scanned = await t.http().get('/api/products/lookup?code=4006381333931').set(bearer(technician));
    expectStatus(scanned, 200);
    expect(scanned.body).not.toHaveProperty('costPrice');
    expectError(await t.http().post('/api/products').set(bearer(technician)).send(CASE), 403);
  });

  it('refuses an EAN/UPC whose check digit is wrong, a taken barcode and money that is no exact amount, in Albanian', async () => {
    expectRefusedField(
      await t
        .http()
        .post('/api/products')
        .set(bearer(shop.token))
        .send({ ...CASE, barcode: '4006381333932' }),
      400,
      'barcode',
      'Shifra e fundit e barkodit EAN-13 «4006381333932» nuk përputhet me të tjerat: kontrolloni barkodin.',
    );
    expectError(
      await t
        .http()
        .post('/api/products')
        .set(bearer(shop.token))
        .send({ ...CASE, barcode: '036000291453' }),
      400,
      /UPC-A «036000291453»/,
    );
    const first = await addProduct(shop.token, { barcode: '036000291452' });
    const second = await addProduct(shop.token, { barcode: null, name: 'Xham mbrojtës' });
    expectRefusedField(
      await t
        .http()
        .post('/api/products')
        .set(bearer(shop.token))
        .send({ ...CASE, barcode: '036000291452' }),
      409,
      'barcode',
      'Barkodi «036000291452» është i një produkti tjetër në stokun tuaj.',
    );
    expectError(
      await t.http().patch(`/api/products/${second.id}`).set(bearer(shop.token)).send({ barcode: '036000291452' }),
      409,
      'Barkodi «036000291452» është i një produkti tjetër në stokun tuaj.',
    );
    expectError(
      await t
        .http()
        .post('/api/products')
        .set(bearer(shop.token))
        .send({ ...CASE, barcode: null, salePrice: '9.999' }),
      400,
      'Fusha «Çmimi i shitjes»: Shuma shkruhet me shifra, me deri në 2 shifra pas pikës dhjetore (p.sh. 12 ose 12.50).',
    );
    expectError(
      await t
        .http()
        .post('/api/products')
        .set(bearer(shop.token))
        .send({ ...CASE, barcode: null, vatRate: '120' }),
      400,
      'Fusha «TVSH» duhet të jetë një përqindje nga 0 deri në 99,99 (p.sh. 18 ose 8.5).',
    );
    const { forSale: _left, ...withoutForSale } = CASE;
    expectError(
      await t
        .http()
        .post('/api/products')
        .set(bearer(shop.token))
        .send({ ...withoutForSale, barcode: null }),
      400,
      'Fusha «Për shitje» është e detyrueshme.',
    );
    // The barcode is free again once removed, and an edit keeps what was not sent.
    const cleared = await t.http().patch(`/api/products/${first.id}`).set(bearer(shop.token)).send({ barcode: '' });
    expectStatus(cleared, 200);
    const moved = await t
      .http()
      .patch(`/api/products/${second.id}`)
      .set(bearer(shop.token))
      .send({ barcode: '036000291452', salePrice: '12.5', forRepairs: true });
    expectStatus(moved, 200);
    expect((moved.body as ProductSavedResponse).product).toMatchObject({
      name: 'Xham mbrojtës',
      barcode: '036000291452',
      salePrice: '12.50',
      costPrice: '2.35',
      forSale: true,
      forRepairs: true,
    });
  });

  it('lists products paged, by name or barcode, for sale, for repairs or low; looks a barcode up in the own shop only', async () => {
    await addProduct(shop.token, { name: 'Karikues Samsung 25W', barcode: '036000291452', quantity: 1 });
    await addProduct(shop.token);
    await addProduct(shop.token, { name: 'Ekran Samsung A54', barcode: null, forSale: false, forRepairs: true });
    const first = await products(shop.token, '?limit=2');
    expectStatus(first, 200);
    expect(first.headers['x-total-count']).toBe('3');
    expect((first.body as ProductResponse[]).map((row) => row.name)).toEqual([
      'Ekran Samsung A54',
      'Karikues Samsung 25W',
    ]);
    const second = await products(shop.token, '?limit=2&offset=2');
    expect((second.body as ProductResponse[]).map((row) => row.name)).toEqual(['Këllëf silikoni iPhone 13']);
    const byName = await products(shop.token, '?search=kellef');
    expect((byName.body as ProductResponse[]).map((row) => row.name)).toEqual(['Këllëf silikoni iPhone 13']);
    const byBarcode = await products(shop.token, '?search=036000291452');
    expect((byBarcode.body as ProductResponse[]).map((row) => row.name)).toEqual(['Karikues Samsung 25W']);
    const forSale = await products(shop.token, '?forSale=true');
    expect(forSale.headers['x-total-count']).toBe('2');
    const forRepairs = await products(shop.token, '?forRepairs=true');
    expect((forRepairs.body as ProductResponse[]).map((row) => row.name)).toEqual(['Ekran Samsung A54']);
    const low = await products(shop.token, '?lowStock=true');
    expect((low.body as ProductResponse[]).map((row) => [row.name, row.lowStock])).toEqual([
      ['Karikues Samsung 25W', true],
    ]);
    expectError(await products(shop.token, '?forSale=ndoshta'), 400, 'Fusha «Për shitje» duhet të jetë po ose jo.');

    const found = await t.http().get('/api/products/lookup?code=036000291452').set(bearer(shop.token));
    expectStatus(found, 200);
    expect(found.body).toMatchObject({ name: 'Karikues Samsung 25W', costPrice: '2.35' });
    expectError(
      await t.http().get('/api/products/lookup?code=0360002914').set(bearer(shop.token)),
      404,
      'Asnjë produkt apo njësi e stokut tuaj nuk ka kodin «0360002914».',
    );
    const other = await createShop(t, { firstName: 'Tjetër' }, { businessName: 'Servisi Tjetër' });
    expectError(
      await t.http().get('/api/products/lookup?code=036000291452').set(bearer(other.token)),
      404,
      'Asnjë produkt apo njësi e stokut tuaj nuk ka kodin «036000291452».',
    );
    expectError(
      await t.http().get('/api/products/lookup').set(bearer(shop.token)),
      400,
      'Fusha «Barkodi» është e detyrueshme.',
    );
  });

  it('writes one movement for every change of a quantity, on every path, newest first and paged', async () => {
    const screen = await addProduct(shop.token, { name: 'Ekran iPhone 12', barcode: null, forRepairs: true });
    const job = await createJob(t, shop.token, shop.worker.id);
    const used = (
      await t.http().post(`/api/jobs/${job.id}/parts`).set(bearer(shop.token)).send({ partId: screen.id, quantity: 3 })
    ).body as JobPartAddedResponse;
    expectStatus(await t.http().delete(`/api/jobs/${job.id}/parts/${used.line.id}`).set(bearer(shop.token)), 200);
    expectStatus(
      await t.http().post(`/api/jobs/${job.id}/parts`).set(bearer(shop.token)).send({ partId: screen.id, quantity: 2 }),
      201,
    );
    expectStatus(await t.http().patch(`/api/parts/${screen.id}`).set(bearer(shop.token)).send({ quantity: 10 }), 200);
    expectStatus(await t.http().patch(`/api/products/${screen.id}`).set(bearer(shop.token)).send({ quantity: 7 }), 200);
    // The same quantity is no movement.
    expectStatus(await t.http().patch(`/api/products/${screen.id}`).set(bearer(shop.token)).send({ quantity: 7 }), 200);
    expectStatus(await t.http().delete(`/api/jobs/${job.id}`).set(bearer(shop.token)), 200);

    const all = await movements(shop.token, `?productId=${screen.id}`);
    expect(all.map((row) => [row.reason, row.quantityChange, row.quantityAfter])).toEqual([
      ['repair_return', 2, 9],
      ['manual', -3, 7],
      ['manual', 8, 10],
      ['repair', -2, 2],
      ['repair_return', 3, 4],
      ['repair', -3, 1],
      ['manual', 4, 4],
    ]);
    expect(all[0]).toMatchObject({
      productId: screen.id,
      productName: 'Ekran iPhone 12',
      jobId: job.id,
      receiptId: null,
      countId: null,
      author: { id: shop.user.id, name: 'Arbër Gashi' },
      createdAt: expect.stringMatching(ISO_DATE),
    });
    const page = await t
      .http()
      .get(`/api/stock/movements?productId=${screen.id}&limit=2&offset=2`)
      .set(bearer(shop.token));
    expect(page.headers['x-total-count']).toBe('7');
    expect((page.body as StockMovementResponse[]).map((row) => row.quantityAfter)).toEqual([10, 2]);
    const later = await movements(shop.token, `?from=2099-01-01`);
    expect(later).toEqual([]);
    await expectBooksBalance(shop.business.id);

    const technician = await staffLogin(t, shop.token, shop.worker.id, 'technician');
    expectError(await t.http().get('/api/stock/movements').set(bearer(technician)), 403);
    const other = await createShop(t, { firstName: 'Tjetër' }, { businessName: 'Servisi Tjetër' });
    expect(await movements(other.token, `?productId=${screen.id}`)).toEqual([]);
  });

  it('receives goods: the quantities come in, the cost price becomes the unit cost, the receipt and its lines are kept', async () => {
    const glass = await addProduct(shop.token, {
      name: 'Xham mbrojtës',
      barcode: null,
      quantity: 1,
      costPrice: '1.00',
    });
    const charger = await addProduct(shop.token, { name: 'Karikues', barcode: null, quantity: 0 });
    const response = await t
      .http()
      .post('/api/stock/receipts')
      .set(bearer(shop.token))
      .send({
        supplierName: ' Shpërndarësi Elektro ',
        invoiceNumber: 'F-2026/118',
        lines: [
          { productId: glass.id, quantity: 3, unitCost: '1.10' },
          { productId: charger.id, quantity: 10, unitCost: 0.2 },
        ],
      });
    expectStatus(response, 201);
    const { receipt } = response.body as StockReceiptSavedResponse;
    expect(receipt).toEqual({
      id: expect.any(String),
      supplierName: 'Shpërndarësi Elektro',
      invoiceNumber: 'F-2026/118',
      totalCost: '5.30',
      lines: [
        { productId: glass.id, productName: 'Xham mbrojtës', quantity: 3, unitCost: '1.10', quantityAfter: 4 },
        { productId: charger.id, productName: 'Karikues', quantity: 10, unitCost: '0.20', quantityAfter: 10 },
      ],
      receivedBy: { id: shop.user.id, name: 'Arbër Gashi' },
      createdAt: expect.stringMatching(ISO_DATE),
    });
    const listed = (await products(shop.token)).body as ProductResponse[];
    expect(listed.map((row) => [row.name, row.quantity, row.costPrice])).toEqual([
      ['Karikues', 10, '0.20'],
      ['Xham mbrojtës', 4, '1.10'],
    ]);
    const [kept] = (await t.db.query(
      `SELECT r.supplier_name, r.total_cost, count(l.*)::int AS lines FROM stock_receipts r
         JOIN stock_receipt_lines l ON l.receipt_id = r.id WHERE r.id = $1 GROUP BY r.id`,
      [receipt.id],
    )) as unknown[];
    expect(kept).toEqual({ supplier_name: 'Shpërndarësi Elektro', total_cost: '5.30', lines: 2 });
    const [latest] = await movements(shop.token, `?productId=${charger.id}`);
    expect(latest).toMatchObject({ reason: 'receiving', quantityChange: 10, receiptId: receipt.id });
    await expectBooksBalance(shop.business.id);

    // A product of another shop, or none, refuses the whole receipt.
    const other = await createShop(t, { firstName: 'Tjetër' }, { businessName: 'Servisi Tjetër' });
    const theirs = await addProduct(other.token);
    expectError(
      await t
        .http()
        .post('/api/stock/receipts')
        .set(bearer(shop.token))
        .send({
          supplierName: 'Elektro',
          lines: [
            { productId: glass.id, quantity: 1, unitCost: '1' },
            { productId: theirs.id, quantity: 1, unitCost: '1' },
          ],
        }),
      404,
      'Produkti i rreshtit 2 nuk është në stokun tuaj (mund të jetë fshirë ndërkohë). Rifreskoni listën.',
    );
    expect(((await products(shop.token, '?search=xham')).body as ProductResponse[])[0]?.quantity).toBe(4);
    expectError(
      await t
        .http()
        .post('/api/stock/receipts')
        .set(bearer(shop.token))
        .send({ supplierName: 'Elektro', lines: [{ productId: glass.id, quantity: 1, unitCost: '-1' }] }),
      400,
      /^Fusha «Kosto për copë»/,
    );
    expectError(
      await t.http().post('/api/stock/receipts').set(bearer(shop.token)).send({ supplierName: 'Elektro', lines: [] }),
      400,
      'Fusha «Rreshtat» duhet të ketë të paktën një rresht.',
    );
    const manager = await staffLogin(t, shop.token, shop.worker.id, 'manager');
    expectStatus(
      await t
        .http()
        .post('/api/stock/receipts')
        .set(bearer(manager))
        .send({ supplierName: 'Elektro', lines: [{ productId: glass.id, quantity: 1, unitCost: '1.10' }] }),
      201,
    );
  });

  it('counts the stock: books the differences under the locks and answers expected, counted and difference', async () => {
    const glass = await addProduct(shop.token, { name: 'Xham mbrojtës', barcode: null, quantity: 5 });
    const cable = await addProduct(shop.token, { name: 'Kabllo', barcode: null, quantity: 2 });
    const response = await t
      .http()
      .post('/api/stock/counts')
      .set(bearer(shop.token))
      .send({
        note: 'Numërimi i muajit',
        lines: [
          { productId: glass.id, countedQuantity: 3 },
          { productId: cable.id, countedQuantity: 2 },
        ],
      });
    expectStatus(response, 201);
    const { count } = response.body as StockCountSavedResponse;
    expect(count.lines).toEqual([
      { productId: glass.id, productName: 'Xham mbrojtës', expected: 5, counted: 3, difference: -2 },
      { productId: cable.id, productName: 'Kabllo', expected: 2, counted: 2, difference: 0 },
    ]);
    expect(count).toMatchObject({ note: 'Numërimi i muajit', countedBy: { name: 'Arbër Gashi' } });
    const glassMoves = await movements(shop.token, `?productId=${glass.id}`);
    expect(glassMoves.map((row) => [row.reason, row.quantityChange, row.quantityAfter, row.countId])).toEqual([
      ['count', -2, 3, count.id],
      ['manual', 5, 5, null],
    ]);
    expect((await movements(shop.token, `?productId=${cable.id}`)).map((row) => row.reason)).toEqual(['manual']);
    expectError(
      await t
        .http()
        .post('/api/stock/counts')
        .set(bearer(shop.token))
        .send({
          lines: [
            { productId: glass.id, countedQuantity: 1 },
            { productId: glass.id, countedQuantity: 2 },
          ],
        }),
      400,
      'Produkti «Xham mbrojtës» është dy herë në numërim: shkruajeni një herë, me sasinë e numëruar gjithsej.',
    );
    const technician = await staffLogin(t, shop.token, shop.worker.id, 'technician');
    expectError(
      await t
        .http()
        .post('/api/stock/counts')
        .set(bearer(technician))
        .send({ lines: [{ productId: glass.id, countedQuantity: 1 }] }),
      403,
    );
  });

  it('keeps the books exact when counts, receipts and repairs take the same products at once', async () => {
    const glass = await addProduct(shop.token, { name: 'Xham', barcode: null, quantity: 20, forRepairs: true });
    const cable = await addProduct(shop.token, { name: 'Kabllo', barcode: null, quantity: 20, forRepairs: true });
    const jobs = await Promise.all(Array.from({ length: 3 }, () => createJob(t, shop.token, shop.worker.id)));
    const writes = [
      ...jobs.map((job, i) =>
        t
          .http()
          .post(`/api/jobs/${job.id}/parts`)
          .set(bearer(shop.token))
          .send({ partId: i % 2 ? glass.id : cable.id, quantity: 1 }),
      ),
      t
        .http()
        .post('/api/stock/receipts')
        .set(bearer(shop.token))
        .send({
          supplierName: 'Elektro',
          lines: [
            { productId: cable.id, quantity: 5, unitCost: '1' },
            { productId: glass.id, quantity: 5, unitCost: '1' },
          ],
        }),
      t
        .http()
        .post('/api/stock/counts')
        .set(bearer(shop.token))
        .send({
          lines: [
            { productId: glass.id, countedQuantity: 30 },
            { productId: cable.id, countedQuantity: 30 },
          ],
        }),
    ];
    const responses = await Promise.all(writes);
    for (const response of responses) expect([200, 201]).toContain(response.status);
    await expectBooksBalance(shop.business.id);
  });

  it('answers 404 in Albanian, never 500, when a receipt or a count races the deletion of its product', async () => {
    const doomed = await addProduct(shop.token, { name: 'Produkt i fshirë', barcode: null, quantity: 0 });
    const runner = t.db.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      await runner.query(`DELETE FROM parts WHERE id = $1`, [doomed.id]);
      const receipt = t
        .http()
        .post('/api/stock/receipts')
        .set(bearer(shop.token))
        .send({ supplierName: 'Elektro', lines: [{ productId: doomed.id, quantity: 1, unitCost: '1' }] })
        .then((response) => response);
      const count = t
        .http()
        .post('/api/stock/counts')
        .set(bearer(shop.token))
        .send({ lines: [{ productId: doomed.id, countedQuantity: 3 }] })
        .then((response) => response);
      // Both wait on the deleting transaction's lock, then find nothing.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await runner.commitTransaction();
      const detail =
        'Produkti i rreshtit 1 nuk është në stokun tuaj (mund të jetë fshirë ndërkohë). Rifreskoni listën.';
      expectError(await receipt, 404, detail);
      expectError(await count, 404, detail);
    } finally {
      await runner.release();
    }
    expectError(
      await t.http().patch(`/api/products/${doomed.id}`).set(bearer(shop.token)).send({ quantity: 1 }),
      404,
      'Produkti nuk u gjet në stokun tuaj.',
    );
  });

  it('goes with its shop: the administrator deletes an owner whose stock has movements, a receipt and a count', async () => {
    const product = await addProduct(shop.token, { name: 'Kabllo USB-C', barcode: null, quantity: 4 });
    const job = await createJob(t, shop.token, shop.worker.id);
    const lines = [{ productId: product.id, quantity: 2, unitCost: '1.20' }];
    expectStatus(
      await t
        .http()
        .post(`/api/jobs/${job.id}/parts`)
        .set(bearer(shop.token))
        .send({ partId: product.id, quantity: 1 }),
      201,
    );
    expectStatus(
      await t.http().post('/api/stock/receipts').set(bearer(shop.token)).send({ supplierName: 'Elektro', lines }),
      201,
    );
    expectStatus(
      await t
        .http()
        .post('/api/stock/counts')
        .set(bearer(shop.token))
        .send({ lines: [{ productId: product.id, countedQuantity: 4 }] }),
      201,
    );
    const admin = (await adminLogin(t)).access_token;
    expectStatus(await t.http().delete(`/api/admin/users/${shop.user.id}`).set(bearer(admin)), 200);
    for (const table of ['parts', 'stock_movements', 'stock_receipts', 'stock_counts']) {
      const [left] = await t.db.query(`SELECT count(*)::int AS n FROM ${table} WHERE business_id = $1`, [
        shop.business.id,
      ]);
      expect({ table, left: left.n }).toEqual({ table, left: 0 });
    }
  });
});
