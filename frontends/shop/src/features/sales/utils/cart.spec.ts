import { testProduct } from '../test/sale-fixtures';
import { cartTotals, lineRequest, shareDiscount, withProduct, withQuickLine } from './cart';

describe('cart', () => {
  it("shares the sale's discount in proportion, rounded to cents, the remainder on the largest line", () => {
    expect(shareDiscount([2400, 450], 300)).toEqual([2147, 403]);
    // Three equal lines: 1 cent each is 0.333…; the largest (the first of equals) takes what is left.
    expect(shareDiscount([100, 100, 100], 1)).toEqual([99, 100, 100]);
    // 499,5 and 0,5 round up; the largest line takes the 1000 − 501 left.
    expect(shareDiscount([1000, 999, 1], 1000)).toEqual([501, 499, 0]);
    const net = shareDiscount([333, 667, 1999], 1001);
    expect(net.reduce((sum, value) => sum + value, 0)).toBe(333 + 667 + 1999 - 1001);
  });

  it('sums 0,10 three times as exactly 0,30 and refuses a discount larger than the cart', () => {
    const cheap = testProduct({ id: 'p-1', salePrice: '0.10' });
    let lines = withProduct([], cheap);
    lines = withProduct(withProduct(lines, cheap), cheap);
    expect(cartTotals(lines, '').total).toBe(30);
    expect(cartTotals(lines, '0,31').problem).toBe('Zbritja është më e madhe se shuma e shportës.');
    expect(cartTotals(lines, 'abc').problem).toBe('Zbritja e shitjes nuk është e vlefshme.');
  });

  it('leaves the price to the server unless it was changed, and always sends a quick line its price', () => {
    const [line] = withProduct([], testProduct({ id: 'p-1', salePrice: '12.00' }));
    expect(lineRequest(line)).toEqual({ productId: 'p-1', quantity: 1 });
    expect(lineRequest({ ...line, price: '10,5', discount: '0,5' })).toEqual({
      productId: 'p-1',
      quantity: 1,
      unitPrice: '10.50',
      discount: '0.50',
    });
    const [quick] = withQuickLine([], { name: ' Kabllo ', price: '3', quantity: 2 });
    expect(lineRequest(quick)).toEqual({ name: 'Kabllo', quantity: 2, unitPrice: '3.00' });
  });
});
