import { testProduct, testUnit } from '../test/sale-fixtures';
import { addFound, notForSaleText, scanUnitText, unitInCartText } from './scan';

describe('addFound', () => {
  it('adds a product, one unit once, and says why a scan adds nothing', () => {
    const first = addFound([], testProduct());
    expect('lines' in first && first.lines.map((line) => line.quantity)).toEqual([1]);
    expect(addFound([], testProduct({ forSale: false }))).toEqual({
      notice: notForSaleText('Mbështjellëse iPhone 13'),
    });

    const phone = testProduct({ id: 'p-phone', name: 'Samsung A15', serialized: true });
    expect(addFound([], phone)).toEqual({ notice: scanUnitText('Samsung A15') });
    const unit = testUnit();
    const added = addFound([], { ...phone, unit });
    if (!('lines' in added)) throw new Error('the unit was not added');
    expect(added.lines[0]).toMatchObject({ kind: 'unit', refId: unit.id, code: unit.serial, quantity: 1 });
    expect(addFound(added.lines, { ...phone, unit })).toEqual({ notice: unitInCartText(unit.serial) });
    expect(addFound([], { ...phone, unit: testUnit({ status: 'sold' }) })).toEqual({
      notice: `Pajisja ${unit.serial} nuk është në stok (E shitur).`,
    });
  });
});
