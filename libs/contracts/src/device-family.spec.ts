import { deviceBrand, deviceFamily } from './device-family';

describe('deviceFamily', () => {
  it.each([
    ['iPhone 12 Pro Max 256GB', 'apple iphone 12'],
    ['Apple iphone 12', 'apple iphone 12'],
    ['IPHONE 12 mini', 'apple iphone 12'],
    ['Samsung Galaxy A52s 5G', 'samsung a52s'],
    ['Galaxy A52s', 'samsung a52s'],
    ['Redmi Note 10 Pro', 'xiaomi redmi note 10'],
    ['Xiaomi Redmi Note 10', 'xiaomi redmi note 10'],
    ['Huawei P30 Lite', 'huawei p30'],
    ['Nokia', 'nokia'],
    ['  ', ''],
  ])('%s → %s', (model, family) => {
    expect(deviceFamily(model)).toBe(family);
  });
});

describe('deviceBrand', () => {
  it.each([
    ['iPhone 12 Pro', 'apple'],
    ['Galaxy A52', 'samsung'],
    ['Samsung A52', 'samsung'],
    ['Redmi Note 10', 'xiaomi'],
    ['', ''],
  ])('%s → %s', (model, brand) => {
    expect(deviceBrand(model)).toBe(brand);
  });
});
