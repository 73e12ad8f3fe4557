import { categoryFromWords } from './job-category-words';

describe('categoryFromWords', () => {
  it.each([
    ['Ekrani i thyer', 'screen'],
    ['ekrani i thyer', 'screen'],
    ['ekrni thyer', 'screen'],
    ['Display nuk punon, vija në ekran', 'screen'],
    ['Nuk karikon', 'charging_port'],
    ['nuk karikohet fare', 'charging_port'],
    ['karikimi i dobet', 'charging_port'],
    ['Ra në ujë', 'water_damage'],
    ['ra ne uje dje', 'water_damage'],
    ['Bateria fryhet', 'battery'],
    ['bateri nuk e mban', 'battery'],
    ['bataria', 'battery'],
    ['Kamera e pasme turbullt', 'camera'],
    ['Nuk degjohet zeri ne thirrje', 'audio'],
    ['mikrofoni nuk punon', 'audio'],
    ['Butoni power ngec', 'buttons'],
    ['Xhami i pasëm i plasaritur', 'back_glass'],
    ['kapaku mbrapa', 'back_glass'],
    ['Përditësim softueri, iCloud', 'software'],
    ['ngec ne logo', 'software'],
    ['Pastrim i përgjithshëm', 'other'],
    ['', 'other'],
  ])('%s → %s', (text, category) => {
    expect(categoryFromWords(text)).toBe(category);
  });
});
