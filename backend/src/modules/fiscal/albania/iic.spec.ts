import { createPublicKey } from 'node:crypto';
import { computeIssuerCode, iicInput, verifyIssuerCode, type IicFields } from './iic';

/**
 * The worked example of the CIS technical specification (Fiscalization Service - Technical, v07, 5.3.3.1 to
 * 5.3.3.3): its sample fields, its published sample private key, and the signature and IIC it prints.
 */
const SAMPLE_FIELDS: IicFields = {
  issuerNipt: 'I12345678I',
  issueDateTime: '2019-06-12T17:05:43+02:00',
  invoiceNumber: '9952',
  businessUnitCode: 'bb123bb123',
  tcrCode: 'cc123cc123',
  softwareCode: 'ss123ss123',
  totalPrice: '99.01',
};

const SAMPLE_PRIVATE_KEY = [
  '-----BEGIN RSA PRIVATE KEY-----',
  'MIIEpAIBAAKCAQEA6zOR5ItNYHJNVMxljZtd/KQUyGIozbnIJ8IWqcEesktRV5FF',
  'HviQZsx2DpyeVQTu/Kel9Xh+Z6OZ6t5sADzfYnkwCrsb0FhT+01m2PIHaIUZhVtc',
  'ppn0gxNWfgzW4sTvTyrYk6O1Kxymsx/rck/WRQB1mp68au8mgGMzGukHfL7Wk4jO',
  'U5VD3HlStBx1MjVW+soN5GUL/rWGaYun6Zsn9aYYEujbOhKvKDy8nOtNIS69dqdd',
  'piZAkvdh9sYdF1ElgXZhdmZsGURMm6OcePUPZO/HFKq7RlK6vIxXVI6l9O6tWt+G',
  'uhul8e0x2VTwbTdpwG4FpdfUTqUDK6cswHOhTQIDAQABAoIBAQCqBWJuUqDBmn76',
  'ULMMlYZwjfAUFpkmdikRTIVzew4EltubMIFF7Sr9lMm2sFLoZKOZ8lrOwqalpqcq',
  'GFT8KwTUO4SWDUIC7wbuf7pcE0F1tdmIBE5KhLozUnRQtFlWHkRb9z4OI+Zf3ttG',
  'W0mpHbtnr/hTqHHN30j2wD7+MfvemPbcAvu9JLCYUzUZ06qxUwAjyFgsW7YyLa0a',
  'qFB0QOYc6RsLvoSFXW0M5ghdtgoZvl+ayt4fgz1L3FjAMuXoLEX/778VA92/NZ0Q',
  'mzQdKTT6B4Pm5s8XrY9OhLlsYqKuyR/aoSHC/anSLw0yJ/5Gis2gmCwo3a7+PEYy',
  'LUN7C0yFAoGBAPhgYufTkdod5PqG/SCEE2i6pjk0ZnuIUu9f2cmhxnvyChlig2wk',
  'oDWUSGuXwItNF+X7j3XoZz8FNJcriK7KP2UPDOWP0ZvxZgZEcmwut27x1vVjzjCG',
  'sl0w5fFO363hhtX35Jq2lVZGbN1LpIoEZgCeS/nBs+9DcRjDoXliKWfHAoGBAPJr',
  'qSWLVO3gIG1wikXBWCYZUTSzsO6NWfxcWPHKTnKVrOifBTK23zuZ6ggluNqLz/Ae',
  '64ZwssMoIVIyXE01XMPP8io4QidyVEd2n70pjrVcUVYyr9IwKmchmNBfKFMof05f',
  'NV29P1Am1Jqv2EQi5jE/BbBu9kLifs2YyGBAn/ZLAoGAVsLsqciZAVVCAFWZJHue',
  'gA37NK5eQja7qcyUuj9dozxIVNe5ytP8dtrmdVccNkzm1TqLwYc+UaBS35+gblZN',
  '0NJyEdqsQMoRdo0AX1PuVb369ds4UnEq6yzClgmUTxwhyqp+W6D+B5YwPxlGT8P7',
  'kam6JnOIlEK9xgXIaStmBU8CgYB6RwXVszcOmYuhyC9mygSNix2j6LNpUJFAMtCG',
  'fZYeRBMobvWvRADLznH21Bgu3HDxXJdOg9AXkklkbZSTOURmXKB43VG5Ffke5t3i',
  'C3E5V6yLPxvieHsa9B5hlG4BrB6yyGFhvBCQfFWnBOWgUL4tvu0+tmmvCRIO4G7J',
  '5i8JiwKBgQCQHTfRrGaEsq1BG7zPOQSqo9q5cxL8WzYd0sTs3FDcwCtHqxBEQ3rr',
  'O/l+HvRa+y6ZEH6q4pREewTIymfv9tmGxVe3f8zrKGR5litvN6OnZuWJdq57Y1lN',
  'J1sdpMxTtxQQmexsADif+QByCvdeFKE5C3veMLdgS5I6HTMN9k5laA==',
  '-----END RSA PRIVATE KEY-----',
].join('\n');

const SAMPLE_SIGNATURE =
  '404ADDB017B2DE49B0A51340A991130E670F08BC2BE854EEAAE9C3F41A2C98E1D70545690F0EFBD13511A38DB1E36E086DC253C3519E7DAF896A4' +
  '18BFAFCCE9836B0759B2E84713B25C39C040E35608AC85141A65D623454BAF4D0E04D69A8D77505879C1DB9552542309A110B8CB2B9885C2236C3C' +
  '6D65E695DFA4CA7D6258BD9EB0749A9EE09DA237C4E1B8EE39C3CAD3E32A21F807DA0908192DADA3F9D55C4FEB3C100F97D5AA81CFE157E1A9005' +
  '9111E6DCD2F2AD3DB9AAA202D084144E60ADED38988C384012967EF47B548135804EF2F4542DD0971E11AA392F048836D1C7DF9014F507B79258FA9' +
  'B43AA14E32196D6127FD8154C24CE0CB374677D20';

const samplePublicKey = createPublicKey(SAMPLE_PRIVATE_KEY).export({ type: 'spki', format: 'pem' }).toString();

describe('the issuer code (IIC / NSLF)', () => {
  it('joins the fields with pipes in the order of the specification', () => {
    expect(iicInput(SAMPLE_FIELDS)).toBe(
      'I12345678I|2019-06-12T17:05:43+02:00|9952|bb123bb123|cc123cc123|ss123ss123|99.01',
    );
  });

  it("gives the specification's published signature and IIC for its sample key", () => {
    expect(computeIssuerCode(SAMPLE_FIELDS, SAMPLE_PRIVATE_KEY)).toEqual({
      iicSignature: SAMPLE_SIGNATURE,
      iic: 'D04C13B4063D63A13B5D822A90178A7C',
    });
  });

  it("verifies with the issuer's public key, and fails for any other field or IIC", () => {
    const code = computeIssuerCode(SAMPLE_FIELDS, SAMPLE_PRIVATE_KEY);
    expect(verifyIssuerCode(SAMPLE_FIELDS, code, samplePublicKey)).toBe(true);
    expect(verifyIssuerCode({ ...SAMPLE_FIELDS, totalPrice: '99.10' }, code, samplePublicKey)).toBe(false);
    expect(verifyIssuerCode(SAMPLE_FIELDS, { ...code, iic: '0'.repeat(32) }, samplePublicKey)).toBe(false);
  });
});
