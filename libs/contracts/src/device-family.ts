/** Words that name a variant, a colour or a size rather than the family of phones a repair is learned from. */
const VARIANT_WORDS = new Set([
  'galaxy',
  'pro',
  'max',
  'plus',
  'ultra',
  'mini',
  'lite',
  'fe',
  'edge',
  'neo',
  'prime',
  '4g',
  '5g',
  'lte',
  'dual',
  'sim',
  'ds',
  'i',
  'zi',
  'e',
  'bardhe',
  'black',
  'white',
  'blue',
  'gold',
  'silver',
  'red',
  'green',
]);

/** The brand a model is written without ("Galaxy A52", "iPhone 12"). */
const BRAND_OF_FIRST_WORD: Record<string, string> = {
  galaxy: 'samsung',
  iphone: 'apple',
  ipad: 'apple',
  redmi: 'xiaomi',
};

function words(model: string): string[] {
  return model
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\b\d+\s*(gb|tb)\b/g, ' ')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/** The brand of a device ("apple", "samsung", "xiaomi", or the model's first word): the family's wider fallback. */
export function deviceBrand(model: string): string {
  const first = words(model)[0] ?? '';
  return BRAND_OF_FIRST_WORD[first] ?? first;
}

/**
 * A device's family for learning from similar repairs: its brand, then the model up to its first word with a digit,
 * without variant words ("iPhone 12 Pro Max 256GB" and "Apple iphone 12" are "apple iphone 12"; "Samsung Galaxy A52s
 * 5G" and "Galaxy A52s" are "samsung a52s"). Empty for a model with no words.
 */
export function deviceFamily(model: string): string {
  const all = words(model);
  const brand = deviceBrand(model);
  const kept = [brand];
  for (const word of all[0] === brand ? all.slice(1) : all) {
    if (VARIANT_WORDS.has(word)) continue;
    kept.push(word);
    if (/\d/.test(word) || kept.length === 4) break;
  }
  return kept.join(' ').trim().slice(0, 60);
}
