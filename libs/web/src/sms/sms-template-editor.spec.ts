import { DEFAULT_SMS_TEMPLATES, SMS_TEMPLATE_MAX_LENGTH } from '@repair-shop/contracts';
import {
  SMS_SAMPLE_JOB,
  insertAtCursor,
  smsCountText,
  smsPreview,
  smsSampleValues,
  smsTemplateError,
} from './sms-template-editor';

const ORIGIN = 'https://servisi.app';

describe('smsSampleValues', () => {
  it('fills every placeholder with the sample job, the status label and the business name', () => {
    expect(smsSampleValues('ready', 'Servisi Arben', ORIGIN)).toEqual({
      klienti: 'Arben Krasniqi',
      pajisja: 'iPhone 13',
      statusi: 'Gati',
      kodi: 'A1B2C3',
      linku: `${ORIGIN}/gjurmo/${SMS_SAMPLE_JOB.trackingToken}`,
      biznesi: 'Servisi Arben',
      cmimi: '45,00 €',
    });
  });

  it('fills an estimate with the sample price and no status', () => {
    expect(smsSampleValues('estimate', 'Servisi Arben', ORIGIN)).toMatchObject({ statusi: '', cmimi: '45,00 €' });
  });

  it('fills a reminder with the status the sample job waits in', () => {
    expect(smsSampleValues('reminder', 'Servisi Arben', ORIGIN)).toMatchObject({ statusi: 'Gati', cmimi: '45,00 €' });
    expect(smsPreview(DEFAULT_SMS_TEMPLATES.reminder, 'reminder', 'Servisi Arben', ORIGIN)).toMatch(
      /^Përshëndetje Arben Krasniqi, ju kujtojmë se pajisja juaj iPhone 13 ndodhet te Servisi Arben, me statusin «Gati»\./,
    );
  });

  it('has a sample tracking token as long as a real one', () => {
    expect(SMS_SAMPLE_JOB.trackingToken).toHaveLength(22);
  });
});

describe('smsPreview', () => {
  it('renders the template for the sample job', () => {
    expect(smsPreview('{klienti}, {pajisja} është {statusi}. Kodi {kodi}', 'ready', 'Servisi Arben', ORIGIN)).toBe(
      'Arben Krasniqi, iPhone 13 është Gati. Kodi A1B2C3',
    );
  });

  it('leaves an unknown placeholder as written', () => {
    expect(smsPreview('Pershendetje {emri}', 'new', 'Servisi Arben', ORIGIN)).toBe('Pershendetje {emri}');
  });

  it('is empty for an empty template', () => {
    expect(smsPreview('   ', 'new', 'Servisi Arben', ORIGIN)).toBe('');
  });
});

describe('smsTemplateError', () => {
  it('accepts the default templates and an empty one', () => {
    for (const template of Object.values(DEFAULT_SMS_TEMPLATES)) expect(smsTemplateError(template)).toBeNull();
    expect(smsTemplateError('')).toBeNull();
  });

  it('names one unknown placeholder', () => {
    expect(smsTemplateError('Përshëndetje {emri}, pajisja {pajisja} është gati.')).toBe(
      'Vendmbajtës i panjohur: {emri}',
    );
  });

  it('names several unknown placeholders once each', () => {
    expect(smsTemplateError('{emri} {emri} {telefoni}')).toBe('Vendmbajtës të panjohur: {emri}, {telefoni}');
  });

  it('refuses a template longer than the limit, and accepts one of exactly the limit', () => {
    expect(smsTemplateError('a'.repeat(SMS_TEMPLATE_MAX_LENGTH))).toBeNull();
    expect(smsTemplateError(`  ${'a'.repeat(SMS_TEMPLATE_MAX_LENGTH)}\n`)).toBeNull();
    expect(smsTemplateError('a'.repeat(SMS_TEMPLATE_MAX_LENGTH + 1))).toBe(
      `Teksti është shumë i gjatë: ${SMS_TEMPLATE_MAX_LENGTH + 1} karaktere, lejohen deri në ${SMS_TEMPLATE_MAX_LENGTH}.`,
    );
  });
});

describe('smsCountText', () => {
  it('counts a plain (GSM) message', () => {
    expect(smsCountText('Pajisja eshte gati.')).toBe('19 karaktere · 1 SMS');
    expect(smsCountText('a'.repeat(161))).toBe('161 karaktere · 2 SMS');
  });

  it('says Unicode when a letter like ë makes the message shorter per SMS', () => {
    expect(smsCountText('Pajisja është gati.')).toBe('19 karaktere · 1 SMS · Unicode');
    expect(smsCountText(`ë${'a'.repeat(70)}`)).toBe('71 karaktere · 2 SMS · Unicode');
  });

  it('uses the singular for one character', () => {
    expect(smsCountText('a')).toBe('1 karakter · 1 SMS');
  });
});

describe('insertAtCursor', () => {
  it('inserts at the cursor', () => {
    expect(insertAtCursor('Kodi: ', 6, 6, '{kodi}')).toEqual({ text: 'Kodi: {kodi}', cursor: 12 });
    expect(insertAtCursor('Përshëndetje !', 13, 13, '{klienti}')).toEqual({
      text: 'Përshëndetje {klienti}!',
      cursor: 22,
    });
  });

  it('replaces the selection', () => {
    expect(insertAtCursor('Kodi: XXX.', 6, 9, '{kodi}')).toEqual({ text: 'Kodi: {kodi}.', cursor: 12 });
  });

  it('keeps positions beyond the text at its end', () => {
    expect(insertAtCursor('abc', 10, 12, '{linku}')).toEqual({ text: 'abc{linku}', cursor: 10 });
  });
});
