import { DEFAULT_SMS_TEMPLATES, SMS_PLACEHOLDERS, renderSmsTemplate, smsParts, unknownSmsPlaceholders } from './sms';

const VALUES = {
  klienti: 'Vjosa Berisha',
  pajisja: 'iPhone 13',
  statusi: 'Gati',
  kodi: 'A1B2C3',
  linku: 'https://servisi.app/gjurmo/abc',
  biznesi: 'Servisi Ylli',
  cmimi: '45,00 €',
};

describe('SMS templates', () => {
  it('replaces every placeholder, as often as it appears, and trims the result', () => {
    expect(
      renderSmsTemplate(' {klienti}: {pajisja} është {statusi}. {kodi} {kodi} {linku} {biznesi} {cmimi} ', VALUES),
    ).toBe('Vjosa Berisha: iPhone 13 është Gati. A1B2C3 A1B2C3 https://servisi.app/gjurmo/abc Servisi Ylli 45,00 €');
  });

  it('leaves unknown braces as they are and reports them once each', () => {
    expect(renderSmsTemplate('{emri} {klienti} {}', VALUES)).toBe('{emri} Vjosa Berisha {}');
    expect(unknownSmsPlaceholders('{emri} {Klienti} {emri} {klienti} {}')).toEqual(['emri', 'Klienti', '']);
    expect(unknownSmsPlaceholders('Pa vendmbajtës { klienti }')).toEqual([]);
  });

  it('ships defaults that use only known placeholders and fit the length limit', () => {
    for (const template of Object.values(DEFAULT_SMS_TEMPLATES)) {
      expect(unknownSmsPlaceholders(template)).toEqual([]);
      expect(template.length).toBeLessThanOrEqual(480);
    }
    expect(SMS_PLACEHOLDERS).toEqual(['klienti', 'pajisja', 'statusi', 'kodi', 'linku', 'biznesi', 'cmimi']);
  });
});

describe('smsParts', () => {
  it('counts plain text in 7-bit parts of 160, then 153', () => {
    expect(smsParts('')).toEqual({ characters: 0, parts: 0, unicode: false });
    expect(smsParts('a'.repeat(160))).toEqual({ characters: 160, parts: 1, unicode: false });
    expect(smsParts('a'.repeat(161))).toEqual({ characters: 161, parts: 2, unicode: false });
    expect(smsParts('a'.repeat(306))).toMatchObject({ parts: 2 });
    expect(smsParts('a'.repeat(307))).toMatchObject({ parts: 3 });
  });

  it('counts the extension characters like € twice', () => {
    expect(smsParts('€'.repeat(80))).toEqual({ characters: 80, parts: 1, unicode: false });
    expect(smsParts('€'.repeat(81))).toMatchObject({ parts: 2, unicode: false });
  });

  it('switches to Unicode parts of 70, then 67, for Albanian letters like ë', () => {
    expect(smsParts('ë'.repeat(70))).toEqual({ characters: 70, parts: 1, unicode: true });
    expect(smsParts('ë'.repeat(71))).toMatchObject({ parts: 2, unicode: true });
    expect(smsParts('ë'.repeat(134))).toMatchObject({ parts: 2 });
    expect(smsParts('ë'.repeat(135))).toMatchObject({ parts: 3 });
  });
});
