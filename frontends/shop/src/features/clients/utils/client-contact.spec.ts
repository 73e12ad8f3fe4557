import { clientContactLinks } from './client-contact';

describe('clientContactLinks', () => {
  it("writes a local number in international form with the shop's country, the greeting as the draft", () => {
    expect(clientContactLinks('044 123 456', 'kosovo', 'Qëndrim Çeku')).toEqual({
      call: 'tel:+38344123456',
      sms: 'sms:+38344123456?body=P%C3%ABrsh%C3%ABndetje%20Q%C3%ABndrim%20%C3%87eku%2C',
      viber: 'viber://chat/?number=%2B38344123456&draft=P%C3%ABrsh%C3%ABndetje%20Q%C3%ABndrim%20%C3%87eku%2C',
      whatsapp: 'https://wa.me/38344123456?text=P%C3%ABrsh%C3%ABndetje%20Q%C3%ABndrim%20%C3%87eku%2C',
    });
    expect(clientContactLinks('069 123 4567', 'albania', 'Ana').call).toBe('tel:+355691234567');
    expect(clientContactLinks('+389 70 123 456', 'kosovo', 'Ana').whatsapp).toBe(
      'https://wa.me/38970123456?text=P%C3%ABrsh%C3%ABndetje%20Ana%2C',
    );
  });

  it('dials and texts a number that has no international form as written, and offers no chat', () => {
    expect(clientContactLinks('12 34', 'kosovo', 'Ana')).toEqual({
      call: 'tel:1234',
      sms: 'sms:1234?body=P%C3%ABrsh%C3%ABndetje%20Ana%2C',
      viber: null,
      whatsapp: null,
    });
  });
});
