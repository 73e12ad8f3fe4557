import type {
  ProductArchivedResponse,
  ProductLookupResponse,
  ProductRequest,
  ProductResponse,
  ProductSavedResponse,
  ProductUnitResponse,
  ProductUnitSavedResponse,
  StockMovementResponse,
  StockReceiptSavedResponse,
} from '@repair-shop/contracts';
import { luhnCheckDigit } from '@repair-shop/contracts';
import {
  bearer,
  createJob,
  createShop,
  expectError,
  expectStatus,
  ISO_DATE,
  staffLogin,
  startTestApp,
  type Shop,
  type TestApp,
} from './support/test-app';

/** A valid IMEI (its Luhn digit right) from 14 digits. */
const imei = (first14: string): string => `${first14}${luhnCheckDigit(first14)}`;

/**
 * Serialized products (phones by IMEI or serial): the quantity is the count of the units in stock, moved with
 * them; goods received name their serials; a code scanned finds a barcode, a code or a unit; a product taken
 * off sale leaves every list; defective pieces are written off the defective count.
 */
describe('stock: serialized units, products taken off sale, defective count', () => {
  let t: TestApp;
  let shop: Shop;

  beforeAll(async () => {
    t = await startTestApp();
  });
  beforeEach(async () => {
    shop = await createShop(t, { firstName: 'Blerta', lastName: 'Krasniqi' }, { businessName: 'Servisi Telefona' });
  });
  afterAll(async () => {
    await t.close();
  });

  const PHONE: ProductRequest = {
    name: 'Samsung Galaxy A15 128GB',
    barcode: '4006381333931',
    code: 'SM-A155',
    costPrice: '120',
    salePrice: '169.90',
    quantity: 0,
    forSale: true,
    forRepairs: false,
    category: 'Telefona',
    serialized: true,
    warrantyMonths: 12,
  };

  const addProduct = async (body: Partial<ProductRequest> = {}): Promise<ProductResponse> => {
    const response = await t
      .http()
      .post('/api/products')
      .set(bearer(shop.token))
      .send({ ...PHONE, ...body });
    expectStatus(response, 201);
    return (response.body as ProductSavedResponse).product;
  };
  const addUnit = (productId: string, body: object, token = shop.token) =>
    t.http().post(`/api/products/${productId}/units`).set(bearer(token)).send(body);
  const patchUnit = (productId: string, unitId: string, body: object) =>
    t.http().patch(`/api/products/${productId}/units/${unitId}`).set(bearer(shop.token)).send(body);
  const unitOf = (response: { body: unknown }): ProductUnitResponse => (response.body as ProductUnitSavedResponse).unit;
  const quantityOf = async (productId: string): Promise<number> => {
    const [row] = (await t.db.query(`SELECT quantity FROM parts WHERE id = $1`, [productId])) as { quantity: number }[];
    return row!.quantity;
  };
  /** The quantity is what the movements add up to, and a serialized product's is the count of its units in stock. */
  const expectBooksBalance = async (): Promise<void> => {
    const rows = (await t.db.query(
      `SELECT p.serialized, p.quantity,
              (SELECT coalesce(sum(m.quantity_change), 0)::int FROM stock_movements m WHERE m.part_id = p.id) AS moved,
              (SELECT count(*)::int FROM product_units u WHERE u.part_id = p.id AND u.status = 'in_stock') AS units
         FROM parts p WHERE p.business_id = $1`,
      [shop.business.id],
    )) as { serialized: boolean; quantity: number; moved: number; units: number }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.moved).toBe(row.quantity);
      if (row.serialized) expect(row.units).toBe(row.quantity);
    }
  };

  it('keeps a serialized product with its warranty; its quantity is never set directly, nor switched with stock', async () => {
    const phone = await addProduct();
    expect(phone).toMatchObject({ serialized: true, warrantyMonths: 12, defectiveQuantity: 0, quantity: 0 });
    expectError(
      await t
        .http()
        .post('/api/products')
        .set(bearer(shop.token))
        .send({ ...PHONE, barcode: null, code: null, quantity: 3 }),
      422,
      /krijohet me sasi 0/,
    );
    const tooLong = await t
      .http()
      .post('/api/products')
      .set(bearer(shop.token))
      .send({ ...PHONE, barcode: null, code: null, warrantyMonths: 61 });
    expectError(tooLong, 400);

    expectStatus(await addUnit(phone.id, { serial: imei('35693803564380'), costPrice: '118.50' }), 201);
    const quantityEdit = await t
      .http()
      .patch(`/api/products/${phone.id}`)
      .set(bearer(shop.token))
      .send({ quantity: 5 });
    expectError(quantityEdit, 422, /Sasia e «Samsung Galaxy A15 128GB» është numri i njësive/);
    expect((quantityEdit.body as { code: string }).code).toBe('PRODUCT_SERIALIZED');
    // The same quantity sent back by a form is no change.
    const sameQuantity = await t
      .http()
      .patch(`/api/products/${phone.id}`)
      .set(bearer(shop.token))
      .send({ quantity: 1, warrantyMonths: 24 });
    expectStatus(sameQuantity, 200);
    expect((sameQuantity.body as ProductSavedResponse).product).toMatchObject({ quantity: 1, warrantyMonths: 24 });
    expectError(
      await t.http().patch(`/api/products/${phone.id}`).set(bearer(shop.token)).send({ serialized: false }),
      422,
      /ka 1 njësi në stok/,
    );
    // /api/parts edits the same row under the same rule.
    expectError(await t.http().patch(`/api/parts/${phone.id}`).set(bearer(shop.token)).send({ quantity: 9 }), 422);

    const cable = await addProduct({ name: 'Kabllo', barcode: null, code: null, serialized: false, quantity: 4 });
    expectError(
      await t.http().patch(`/api/products/${cable.id}`).set(bearer(shop.token)).send({ serialized: true }),
      422,
      /ka 4 copë në stok: kalon në numër serik vetëm kur sasia është 0/,
    );
    const empty = await addProduct({ name: 'Tablet', barcode: null, code: null, serialized: false, quantity: 0 });
    const switched = await t
      .http()
      .patch(`/api/products/${empty.id}`)
      .set(bearer(shop.token))
      .send({ serialized: true });
    expectStatus(switched, 200);
    expect((switched.body as ProductSavedResponse).product.serialized).toBe(true);
    await expectBooksBalance();
  });

  it('adds units by IMEI or serial, each with its cost; refuses a bad IMEI, a taken serial and a product without serials', async () => {
    const phone = await addProduct();
    const first = await addUnit(phone.id, {
      serial: '35 693803 564380 ' + luhnCheckDigit('35693803564380'),
      costPrice: 118.5,
    });
    expectStatus(first, 201);
    expect(unitOf(first)).toEqual({
      id: expect.any(String),
      productId: phone.id,
      serial: imei('35693803564380'),
      costPrice: '118.50',
      status: 'in_stock',
      note: null,
      saleId: null,
      soldAt: null,
      warrantyUntil: null,
      createdAt: expect.stringMatching(ISO_DATE),
    });
    const second = await addUnit(phone.id, { serial: 'r58w  12abc', costPrice: '121', note: 'Kuti e hapur' });
    expectStatus(second, 201);
    expect(unitOf(second)).toMatchObject({ serial: 'R58W 12ABC', costPrice: '121.00', note: 'Kuti e hapur' });
    expect(await quantityOf(phone.id)).toBe(2);

    const badImei = `35693803564380${(Number(luhnCheckDigit('35693803564380')) + 1) % 10}`;
    expectError(await addUnit(phone.id, { serial: badImei, costPrice: '1' }), 400, /shifra e fundit e kontrollit/);
    // A phone kept by IMEI is not used on a repair as a bare quantity.
    const job = await createJob(t, shop.token, shop.worker.id);
    expectError(
      await t.http().post(`/api/jobs/${job.id}/parts`).set(bearer(shop.token)).send({ partId: phone.id, quantity: 1 }),
      422,
      /mbahet me numër serik: shitet ose nxirret nga stoku njësi për njësi/,
    );
    expectError(await addUnit(phone.id, { serial: 'ab', costPrice: '1' }), 400, /3 deri në 64 shenja/);
    const taken = await addUnit(phone.id, { serial: 'R58W 12abc', costPrice: '1' });
    expectError(
      taken,
      409,
      'Numri «R58W 12ABC» është i një njësie tjetër të stokut tuaj (në stok, e shitur ose me defekt).',
    );
    expect((taken.body as { code: string }).code).toBe('UNIT_SERIAL_TAKEN');
    // Unique across the shop's products.
    const other = await addProduct({ name: 'iPhone 12', barcode: null, code: null });
    expectError(await addUnit(other.id, { serial: imei('35693803564380'), costPrice: '1' }), 409);

    const cable = await addProduct({ name: 'Kabllo', barcode: null, code: null, serialized: false, quantity: 4 });
    const notSerialized = await addUnit(cable.id, { serial: 'ABC123', costPrice: '1' });
    expectError(notSerialized, 422, /nuk mbahet me numër serik/);
    expect((notSerialized.body as { code: string }).code).toBe('PRODUCT_NOT_SERIALIZED');
    expectError(await addUnit('00000000-0000-4000-8000-000000000000', { serial: 'ABC123', costPrice: '1' }), 404);

    // Another shop neither sees nor fills this shop's product, and may use the same serial for its own.
    const otherShop = await createShop(t, { firstName: 'Dritan', lastName: 'Hoxha' });
    expectError(await addUnit(phone.id, { serial: 'ZZZ999', costPrice: '1' }, otherShop.token), 404);

    const movements = await t.http().get(`/api/stock/movements?productId=${phone.id}`).set(bearer(shop.token));
    expect(
      (movements.body as StockMovementResponse[]).map((m) => [m.quantityChange, m.quantityAfter, m.reason]),
    ).toEqual([
      [1, 2, 'manual'],
      [1, 1, 'manual'],
    ]);
    await expectBooksBalance();
  });

  it('lists units paged and by status; technicians see them without costs and change nothing', async () => {
    const phone = await addProduct();
    for (const [index, serial] of ['SER001', 'SER002', 'SER003'].entries()) {
      expectStatus(await addUnit(phone.id, { serial, costPrice: `10${index}` }), 201);
      t.clock.advance(60_000);
    }
    const page = await t.http().get(`/api/products/${phone.id}/units?limit=2`).set(bearer(shop.token));
    expectStatus(page, 200);
    expect(page.headers['x-total-count']).toBe('3');
    expect((page.body as ProductUnitResponse[]).map((unit) => [unit.serial, unit.costPrice])).toEqual([
      ['SER003', '102.00'],
      ['SER002', '101.00'],
    ]);
    const technician = await staffLogin(t, shop.token, shop.worker.id, 'technician');
    const seen = await t.http().get(`/api/products/${phone.id}/units`).set(bearer(technician));
    expectStatus(seen, 200);
    expect((seen.body as ProductUnitResponse[]).map((unit) => unit.serial)).toEqual(['SER003', 'SER002', 'SER001']);
    for (const unit of seen.body as ProductUnitResponse[]) expect(unit).not.toHaveProperty('costPrice');
    const product = await t.http().get('/api/products').set(bearer(technician));
    expect((product.body as ProductResponse[])[0]).not.toHaveProperty('costPrice');
    expectError(await addUnit(phone.id, { serial: 'SER004', costPrice: '1' }, technician), 403);
    const unitId = (seen.body as ProductUnitResponse[])[0]!.id;
    expectError(
      await t
        .http()
        .patch(`/api/products/${phone.id}/units/${unitId}`)
        .set(bearer(technician))
        .send({ status: 'defective' }),
      403,
    );
    const lookup = await t.http().get('/api/products/lookup?code=ser002').set(bearer(technician));
    expectStatus(lookup, 200);
    expect((lookup.body as ProductLookupResponse).unit).not.toHaveProperty('costPrice');
    expect(lookup.body).not.toHaveProperty('costPrice');
    expectError(await t.http().get(`/api/products/${phone.id}/units?status=lost`).set(bearer(shop.token)), 400);
  });

  it('marks a unit defective, puts it back, writes it off; the stock follows and a sold unit stays as it is', async () => {
    const phone = await addProduct();
    const a = unitOf(await addUnit(phone.id, { serial: 'UNIT-A', costPrice: '100' }));
    const b = unitOf(await addUnit(phone.id, { serial: 'UNIT-B', costPrice: '100' }));
    const defective = await patchUnit(phone.id, a.id, { status: 'defective', note: 'Ekrani nuk ndizet' });
    expectStatus(defective, 200);
    expect(unitOf(defective)).toMatchObject({ status: 'defective', note: 'Ekrani nuk ndizet' });
    expect(await quantityOf(phone.id)).toBe(1);
    expectStatus(await patchUnit(phone.id, a.id, { status: 'in_stock' }), 200);
    expect(await quantityOf(phone.id)).toBe(2);
    const corrected = await patchUnit(phone.id, a.id, { serial: 'unit-a2', costPrice: '95.5' });
    expect(unitOf(corrected)).toMatchObject({ serial: 'UNIT-A2', costPrice: '95.50', status: 'in_stock' });
    expectError(await patchUnit(phone.id, a.id, { serial: 'UNIT-B' }), 409);
    expectStatus(await patchUnit(phone.id, a.id, { status: 'written_off' }), 200);
    expect(await quantityOf(phone.id)).toBe(1);
    const writtenOff = await patchUnit(phone.id, a.id, { status: 'in_stock' });
    expectError(writtenOff, 409, /«E nxjerrë nga stoku»/);
    expect((writtenOff.body as { code: string }).code).toBe('UNIT_NOT_AVAILABLE');
    // A unit written off frees its number.
    expectStatus(await addUnit(phone.id, { serial: 'UNIT-A2', costPrice: '90' }), 201);

    // Selling is the sales module's: a unit it sold is not edited here.
    await t.db.query(`UPDATE product_units SET status = 'sold', sold_at = now() WHERE id = $1`, [b.id]);
    await t.db.query(`UPDATE parts SET quantity = quantity - 1 WHERE id = $1`, [phone.id]);
    await t.db.query(
      `INSERT INTO stock_movements (id, business_id, part_id, quantity_change, quantity_after, reason, author_id, author_name, created_at)
       VALUES (gen_random_uuid(), $1, $2, -1, 1, 'sale', $3, 'Shitësi', now())`,
      [shop.business.id, phone.id, shop.worker.id],
    );
    const sold = await patchUnit(phone.id, b.id, { note: 'x' });
    expectError(sold, 409, /«E shitur»/);
    expectError(await patchUnit(phone.id, '00000000-0000-4000-8000-000000000000', { note: 'x' }), 404);
    expectError(await patchUnit(phone.id, 'nuk-është-id', { note: 'x' }), 404);

    const movements = await t.http().get(`/api/stock/movements?productId=${phone.id}`).set(bearer(shop.token));
    expect((movements.body as StockMovementResponse[]).map((m) => [m.quantityChange, m.reason]).reverse()).toEqual([
      [1, 'manual'],
      [1, 'manual'],
      [-1, 'write_off'],
      [1, 'manual'],
      [-1, 'write_off'],
      [1, 'manual'],
      [-1, 'sale'],
    ]);
    const inStock = await t.http().get(`/api/products/${phone.id}/units?status=in_stock`).set(bearer(shop.token));
    expect((inStock.body as ProductUnitResponse[]).map((unit) => unit.serial)).toEqual(['UNIT-A2']);
    await expectBooksBalance();
  });

  it('adds the same serial twice at once: one unit, one 409, never a 500', async () => {
    const phone = await addProduct();
    const other = await addProduct({ name: 'iPhone 12', barcode: null, code: null });
    for (let round = 0; round < 3; round += 1) {
      const serial = imei(`3569380356${String(round).padStart(4, '0')}`);
      const answers = await Promise.all([
        addUnit(phone.id, { serial, costPrice: '100' }),
        addUnit(other.id, { serial, costPrice: '100' }),
        addUnit(phone.id, { serial, costPrice: '100' }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
      for (const answer of answers.filter((a) => a.status === 409)) {
        expect((answer.body as { code: string }).code).toBe('UNIT_SERIAL_TAKEN');
      }
    }
    expect((await quantityOf(phone.id)) + (await quantityOf(other.id))).toBe(3);
    await expectBooksBalance();
  });

  it('receives a serialized product with one serial per piece at the line cost, and refuses a receipt without them', async () => {
    const phone = await addProduct();
    const cable = await addProduct({
      name: 'Kabllo',
      barcode: null,
      code: null,
      serialized: false,
      quantity: 4,
      costPrice: '1',
    });
    const receive = (lines: object[]) =>
      t.http().post('/api/stock/receipts').set(bearer(shop.token)).send({ supplierName: 'Telefonia sh.p.k.', lines });

    const received = await receive([
      { productId: phone.id, quantity: 2, unitCost: '115.5', serials: [imei('35693803564390'), 'r58w99'] },
      { productId: cable.id, quantity: 10, unitCost: '0.9' },
    ]);
    expectStatus(received, 201);
    expect((received.body as StockReceiptSavedResponse).receipt).toMatchObject({
      totalCost: '240.00',
      lines: [
        { productId: phone.id, quantity: 2, unitCost: '115.50', quantityAfter: 2 },
        { productId: cable.id, quantity: 10, unitCost: '0.90', quantityAfter: 14 },
      ],
    });
    const units = await t.http().get(`/api/products/${phone.id}/units`).set(bearer(shop.token));
    expect(
      (units.body as ProductUnitResponse[]).map((unit) => [unit.serial, unit.costPrice, unit.status]).sort(),
    ).toEqual([
      [imei('35693803564390'), '115.50', 'in_stock'],
      ['R58W99', '115.50', 'in_stock'],
    ]);

    const missing = await receive([{ productId: phone.id, quantity: 1, unitCost: '100' }]);
    expectError(missing, 422, /shkruani 1 IMEI ose numra serikë, një për copë \(janë 0\)/);
    expectError(await receive([{ productId: phone.id, quantity: 2, unitCost: '100', serials: ['AAA111'] }]), 422);
    expectError(
      await receive([{ productId: cable.id, quantity: 1, unitCost: '1', serials: ['AAA111'] }]),
      422,
      /nuk mbahet me numër serik/,
    );
    expectError(
      await receive([{ productId: phone.id, quantity: 2, unitCost: '100', serials: ['AAA111', 'aaa111'] }]),
      409,
      /«AAA111»/,
    );
    const taken = await receive([
      { productId: cable.id, quantity: 1, unitCost: '1' },
      { productId: phone.id, quantity: 2, unitCost: '100', serials: ['NEW111', 'R58W99'] },
    ]);
    expectError(taken, 409, /«R58W99»/);
    expectError(
      await receive([{ productId: phone.id, quantity: 1, unitCost: '100', serials: ['1234'.repeat(4).slice(0, 15)] }]),
      400,
    );
    // Nothing of the refused receipts stayed.
    expect(await quantityOf(phone.id)).toBe(2);
    expect(await quantityOf(cable.id)).toBe(14);
    const receipts = (await t.db.query(`SELECT count(*)::int AS n FROM stock_receipts WHERE business_id = $1`, [
      shop.business.id,
    ])) as { n: number }[];
    expect(receipts[0]!.n).toBe(1);

    // A count does not set a serialized product's quantity: its units do.
    expectError(
      await t
        .http()
        .post('/api/stock/counts')
        .set(bearer(shop.token))
        .send({ lines: [{ productId: phone.id, countedQuantity: 5 }] }),
      422,
      /mbahet me numër serik/,
    );
    await expectBooksBalance();
  });

  it('looks up a barcode first, then a code, then a unit by serial (one in stock first)', async () => {
    const phone = await addProduct();
    // Another product whose code is the phone's barcode: the barcode wins.
    await addProduct({
      name: 'Mbrojtëse ekrani',
      barcode: null,
      code: '4006381333931',
      serialized: false,
      quantity: 1,
    });
    const lookup = (code: string) =>
      t
        .http()
        .get(`/api/products/lookup?code=${encodeURIComponent(code)}`)
        .set(bearer(shop.token));

    const byBarcode = await lookup('4006381333931');
    expectStatus(byBarcode, 200);
    expect(byBarcode.body).toMatchObject({ id: phone.id, unit: null, serialized: true, costPrice: '120.00' });
    const byCode = await lookup('SM-A155');
    expect(byCode.body).toMatchObject({ id: phone.id, unit: null });

    const serial = imei('35693803564400');
    const first = unitOf(await addUnit(phone.id, { serial, costPrice: '100' }));
    expectStatus(await patchUnit(phone.id, first.id, { status: 'written_off' }), 200);
    const again = unitOf(await addUnit(phone.id, { serial, costPrice: '110' }));
    const bySerial = await lookup(`${serial.slice(0, 8)} ${serial.slice(8)}`);
    expectStatus(bySerial, 200);
    expect(bySerial.body as ProductLookupResponse).toMatchObject({
      id: phone.id,
      quantity: 1,
      unit: { id: again.id, serial, status: 'in_stock', costPrice: '110.00' },
    });
    expectError(
      await lookup('NUK-EKZISTON'),
      404,
      'Asnjë produkt apo njësi e stokut tuaj nuk ka kodin «NUK-EKZISTON».',
    );
  });

  it('takes a product off sale: gone from lists, lookups and jobs, its books kept; the answer says what it held', async () => {
    const phone = await addProduct();
    expectStatus(await addUnit(phone.id, { serial: 'ARCH01', costPrice: '100' }), 201);
    const cable = await addProduct({
      name: 'Kabllo',
      barcode: '036000291452',
      code: 'KAB',
      serialized: false,
      quantity: 0,
      forRepairs: true,
    });
    const technician = await staffLogin(t, shop.token, shop.worker.id, 'technician');
    expectError(await t.http().delete(`/api/products/${phone.id}`).set(bearer(technician)), 403);

    const archived = await t.http().delete(`/api/products/${phone.id}`).set(bearer(shop.token));
    expectStatus(archived, 200);
    expect(archived.body as ProductArchivedResponse).toMatchObject({
      success: true,
      product: { id: phone.id, quantity: 1 },
      message:
        'Produkti «Samsung Galaxy A15 128GB» u hoq nga shitja. Kishte ende 1 copë në stok: nuk u nxorën, por nuk shfaqen më në lista.',
    });
    const emptied = await t.http().delete(`/api/products/${cable.id}`).set(bearer(shop.token));
    expect((emptied.body as ProductArchivedResponse).message).toBe('Produkti «Kabllo» u hoq nga shitja.');
    expectError(await t.http().delete(`/api/products/${cable.id}`).set(bearer(shop.token)), 404);

    const products = await t.http().get('/api/products').set(bearer(shop.token));
    expect(products.body).toEqual([]);
    expect(products.headers['x-total-count']).toBe('0');
    expect((await t.http().get('/api/parts').set(bearer(technician))).body).toEqual([]);
    for (const code of ['4006381333931', 'KAB', 'ARCH01']) {
      expectError(await t.http().get(`/api/products/lookup?code=${code}`).set(bearer(shop.token)), 404);
    }
    const job = await createJob(t, shop.token, shop.worker.id);
    expectError(
      await t.http().post(`/api/jobs/${job.id}/parts`).set(bearer(shop.token)).send({ partId: cable.id, quantity: 1 }),
      404,
    );
    expectError(await t.http().patch(`/api/products/${phone.id}`).set(bearer(shop.token)).send({ name: 'X' }), 404);
    expectError(await addUnit(phone.id, { serial: 'ARCH02', costPrice: '1' }), 404);
    expectError(await t.http().get(`/api/products/${phone.id}/units`).set(bearer(shop.token)), 404);
    expectError(
      await t
        .http()
        .post('/api/stock/receipts')
        .set(bearer(shop.token))
        .send({ supplierName: 'X', lines: [{ productId: cable.id, quantity: 1, unitCost: '1' }] }),
      404,
    );
    // Its books stay: the movements still name it.
    const movements = await t.http().get(`/api/stock/movements?productId=${phone.id}`).set(bearer(shop.token));
    expect((movements.body as StockMovementResponse[]).map((m) => m.productName)).toEqual(['Samsung Galaxy A15 128GB']);
    // Its barcode stays its own (a new product takes another), and the refusal says where it went.
    expectError(
      await t
        .http()
        .post('/api/products')
        .set(bearer(shop.token))
        .send({ ...PHONE, name: 'Tjetër', code: null }),
      409,
      'Barkodi «4006381333931» është i produktit «Samsung Galaxy A15 128GB», që është hequr nga shitja: riktheni atë në ' +
        'shitje (Stoku › «Të hequrat nga shitja») në vend që të shtoni një të ri.',
    );
    expectError(
      await t
        .http()
        .post('/api/parts')
        .set(bearer(shop.token))
        .send({ name: 'Tjetër', code: 'KAB', costPrice: 1, salePrice: 2, quantity: 0 }),
      409,
      'Kodi «KAB» është i produktit «Kabllo», që është hequr nga shitja: riktheni atë në shitje (Stoku › «Të hequrat nga ' +
        'shitja») në vend që të shtoni një të ri.',
    );
  });

  it('lists the products taken off sale and puts one back on sale with its quantity, units and books', async () => {
    const phone = await addProduct({ name: 'iPhone 12' });
    expectStatus(await addUnit(phone.id, { serial: 'BACK01', costPrice: '300' }), 201);
    const onSale = await addProduct({ name: 'Mbrojtëse ekrani', barcode: null, code: null, serialized: false });
    const restore = (id: string, token = shop.token) => t.http().post(`/api/products/${id}/restore`).set(bearer(token));
    const archivedList = async () => {
      const response = await t.http().get('/api/products?archived=true').set(bearer(shop.token));
      expectStatus(response, 200);
      return response.body as ProductResponse[];
    };
    expect(await archivedList()).toEqual([]);
    expectStatus(await t.http().delete(`/api/products/${phone.id}`).set(bearer(shop.token)), 200);

    const [archived] = await archivedList();
    expect(archived).toMatchObject({ id: phone.id, name: 'iPhone 12', quantity: 1 });
    expect(archived.archivedAt).toBe(t.clock.now().toISOString());
    expect(
      ((await t.http().get('/api/products').set(bearer(shop.token))).body as ProductResponse[]).map((p) => p.id),
    ).toEqual([onSale.id]);
    // Taking products off and back is the stock's keeper's: a technician may not, and another shop finds nothing.
    const technician = await staffLogin(t, shop.token, shop.worker.id, 'technician');
    expectError(await restore(phone.id, technician), 403);
    const other = await createShop(t, { firstName: 'Arben', lastName: 'Hoxha' }, { businessName: 'Tjetër' });
    expectError(await restore(phone.id, other.token), 404, 'Produkti nuk u gjet në stokun tuaj.');
    expectError(await restore('7d3f1c9e-0000-4000-8000-000000000000'), 404);
    expectError(await restore('jo-uuid'), 404);

    t.clock.advance(5 * 60_000);
    const [first, second] = await Promise.all([restore(phone.id), restore(phone.id)]);
    for (const answer of [first, second]) {
      expectStatus(answer, 200);
      expect((answer.body as ProductSavedResponse).product).toMatchObject({
        id: phone.id,
        quantity: 1,
        archivedAt: null,
      });
    }
    expect(await archivedList()).toEqual([]);
    const lookedUp = await t.http().get('/api/products/lookup?code=BACK01').set(bearer(shop.token));
    expectStatus(lookedUp, 200);
    expect(JSON.stringify(lookedUp.body)).toContain(phone.id);
    expectStatus(await addUnit(phone.id, { serial: 'BACK02', costPrice: '310' }), 201);
    expect(await quantityOf(phone.id)).toBe(2);
    // One already on sale stays as it is.
    const again = await restore(onSale.id);
    expectStatus(again, 200);
    expect((again.body as ProductSavedResponse).product).toMatchObject({ id: onSale.id, archivedAt: null });
    await expectBooksBalance();
  });

  it('writes defective pieces off the defective count (owner and managers), never more than there are', async () => {
    const cable = await addProduct({ name: 'Kufje', barcode: null, code: null, serialized: false, quantity: 5 });
    // Defective pieces come back with returns (the sales module's): set here as a return would leave them.
    await t.db.query(`UPDATE parts SET defective_quantity = 3 WHERE id = $1`, [cable.id]);
    const listed = await t.http().get('/api/products').set(bearer(shop.token));
    expect((listed.body as ProductResponse[])[0]).toMatchObject({ defectiveQuantity: 3, quantity: 5 });
    const writeOff = (quantity: unknown, token = shop.token) =>
      t.http().post(`/api/products/${cable.id}/defective/write-off`).set(bearer(token)).send({ quantity });

    const manager = await staffLogin(t, shop.token, shop.worker.id, 'manager');
    const done = await writeOff(2, manager);
    expectStatus(done, 200);
    expect((done.body as ProductSavedResponse).product).toMatchObject({ defectiveQuantity: 1, quantity: 5 });
    const tooMany = await writeOff(2);
    expectError(tooMany, 422, 'Produkti «Kufje» ka vetëm 1 copë me defekt: nuk nxirren më shumë se kaq.');
    expect((tooMany.body as { code: string }).code).toBe('DEFECTIVE_QUANTITY_EXCEEDED');
    expectError(await writeOff(0), 400);
    expectError(await writeOff('dy'), 400);
    expectStatus(await writeOff(1), 200);
    expectError(await writeOff(1), 422, 'Produkti «Kufje» nuk ka asnjë copë me defekt për të nxjerrë.');
    // No stock movement: defective pieces were never in the quantity.
    expect(await quantityOf(cable.id)).toBe(5);
    await expectBooksBalance();
  });
});
