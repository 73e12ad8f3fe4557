import type { JobCategory } from './insights';

/**
 * The words that name each category in a repair's description, as the shops write them: Albanian without its
 * accents (the text is folded first), English and the shop floor's loan words. A word of the text matches a stem
 * it starts with, or one it misses by a letter (stems of 5 letters or more).
 */
export const CATEGORY_STEMS: Record<Exclude<JobCategory, 'other'>, readonly string[]> = {
  screen: [
    'ekran',
    'display',
    'displej',
    'lcd',
    'oled',
    'touch',
    'tach',
    'prekj',
    'screen',
    'glass',
    'xham',
    'vija',
    'vije',
  ],
  battery: ['bater', 'batter', 'fiket', 'fryr', 'fryh', 'mban', 'zbrazet', 'shkarkoh'],
  charging_port: ['karik', 'charg', 'mbush', 'port', 'konektor', 'usb', 'lightning', 'type-c', 'typec', 'kabll'],
  water_damage: ['uje', 'ujit', 'lagu', 'lagesht', 'oksid', 'water', 'liquid', 'lengje', 'lengu', 'shi'],
  software: [
    'softuer',
    'software',
    'sistem',
    'update',
    'perditesim',
    'reset',
    'flash',
    'icloud',
    'frp',
    'virus',
    'ngec',
    'bllok',
    'restart',
    'rinis',
    'logo',
    'bootloop',
    'unlock',
    'zhbllok',
    'fjalekalim',
    'aplikacion',
    'formatim',
  ],
  camera: ['kamer', 'camera', 'foto', 'fokus', 'lente', 'objektiv'],
  audio: [
    'ze',
    'zeri',
    'zer',
    'altoparlant',
    'spiker',
    'speaker',
    'mikrofon',
    'mic',
    'degjo',
    'ndegjo',
    'kufj',
    'audio',
    'zile',
    'buzer',
  ],
  buttons: ['buton', 'button', 'power', 'volum', 'home', 'tast', 'ndezes'],
  back_glass: ['kapak', 'back', 'shpin', 'housing'],
};

/** The categories tried in this order when two match equally: the more specific first. */
const TIE_ORDER: readonly JobCategory[] = [
  'water_damage',
  'back_glass',
  'charging_port',
  'camera',
  'audio',
  'buttons',
  'battery',
  'software',
  'screen',
  'other',
];

/** Lower case, without accents (ë → e, ç → c), words of letters and digits. */
export function descriptionWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .filter((word) => word.length >= 2);
}

/** Whether `a` and `b` differ by at most one letter changed, added or left out. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** Whether a word of a description names a stem: it starts with it, or (5 letters or more) misses it by a letter. */
export function wordMatchesStem(word: string, stem: string): boolean {
  if (stem.length <= 3) return word === stem;
  if (word.startsWith(stem)) return true;
  if (stem.length < 5) return false;
  return [stem.length - 1, stem.length, stem.length + 1].some((length) => withinOneEdit(word.slice(0, length), stem));
}

/** Phrases whose words alone would mislead: "xhami i pasëm" is the back glass, not the screen's. */
const CATEGORY_PHRASES: readonly [RegExp, JobCategory][] = [[/\bxham\w*\s+(i\s+)?(pasem|pasme|mbrapa)/, 'back_glass']];

/** How many words of the text name each category. */
export function categoryWordCounts(text: string): Map<JobCategory, number> {
  const counts = new Map<JobCategory, number>();
  const folded = descriptionWords(text).join(' ');
  for (const [phrase, category] of CATEGORY_PHRASES) {
    if (phrase.test(folded)) counts.set(category, (counts.get(category) ?? 0) + 2);
  }
  for (const word of descriptionWords(text)) {
    for (const [category, stems] of Object.entries(CATEGORY_STEMS) as [JobCategory, readonly string[]][]) {
      if (stems.some((stem) => wordMatchesStem(word, stem))) counts.set(category, (counts.get(category) ?? 0) + 1);
    }
  }
  return counts;
}

/** The category of the highest score ("other" when none is above 0); ties go to the more specific category. */
export function pickCategory(scores: ReadonlyMap<JobCategory, number>): JobCategory {
  let best: JobCategory = 'other';
  let bestScore = 0;
  for (const category of TIE_ORDER) {
    const score = scores.get(category) ?? 0;
    if (score > bestScore) {
      best = category;
      bestScore = score;
    }
  }
  return best;
}

/** The category the words of a description name most ("other" when none): the suggestion before a shop teaches it. */
export function categoryFromWords(text: string): JobCategory {
  return pickCategory(categoryWordCounts(text));
}

/** Words that say nothing of what is wrong ("nuk", "telefoni"): a shop's choices are not learned from them. */
const NOT_TELLING = new Set([
  'nuk',
  'dhe',
  'me',
  'ne',
  'te',
  'per',
  'nga',
  'si',
  'po',
  'jo',
  'ka',
  'se',
  'eshte',
  'fare',
  'shume',
  'pak',
  'edhe',
  'qe',
  'ishte',
  'kur',
  'telefoni',
  'telefon',
  'telefonin',
  'celulari',
  'celular',
  'pajisja',
  'pajisje',
  'klienti',
  'the',
  'and',
  'not',
  'phone',
]);

/** The distinct words of a description a shop's choice of category is learned from (at most 30). */
export function tellingWords(text: string): string[] {
  const words = descriptionWords(text).filter((word) => word.length >= 3 && !NOT_TELLING.has(word));
  return [...new Set(words)].slice(0, 30).sort();
}
