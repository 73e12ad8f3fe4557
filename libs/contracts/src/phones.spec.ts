import { chatLink, internationalPhone } from './phones';

describe('internationalPhone', () => {
  it.each([
    ['044 123 456', 'kosovo', '+38344123456'],
    ['049/123-456', 'kosovo', '+38349123456'],
    ['069 123 4567', 'albania', '+355691234567'],
    ['070 123 456', 'north_macedonia', '+38970123456'],
    ['+383 44 123 456', 'albania', '+38344123456'],
    ['00355 69 123 4567', 'kosovo', '+355691234567'],
    ['38344123456', 'kosovo', '+38344123456'],
    ['44 123 456', 'kosovo', '+38344123456'],
  ] as const)('%s in %s is %s', (phone, country, expected) => {
    expect(internationalPhone(phone, country)).toBe(expected);
  });

  it.each(['123', '+1', '0000', '+1234567890123456'])('refuses %s', (phone) => {
    expect(internationalPhone(phone, 'kosovo')).toBeNull();
  });
});

describe('chatLink', () => {
  it('opens Viber with the number and the text as a draft', () => {
    expect(chatLink('viber', '+38344123456', 'Pajisja është gati & e paguar')).toBe(
      'viber://chat/?number=%2B38344123456&draft=Pajisja%20%C3%ABsht%C3%AB%20gati%20%26%20e%20paguar',
    );
  });

  it('opens WhatsApp with the digits alone and the text', () => {
    expect(chatLink('whatsapp', '+355691234567', 'Çmimi: 20 €')).toBe(
      'https://wa.me/355691234567?text=%C3%87mimi%3A%2020%20%E2%82%AC',
    );
  });
});
