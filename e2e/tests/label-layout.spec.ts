import type { JobResponse } from '@repair-shop/contracts';
import { addWorker, callServer, createShopOwner, signIn } from '../support/api';
import { baseUrl } from '../support/environment';
import { SCREENSHOT_DIR, expect, test } from '../support/fixtures';

/** The least blank edge kept around everything printed: label printers leave about 1 mm unprinted. */
const MARGIN_MM = 1.5;
const PX_PER_MM = 96 / 25.4;

/** Every text at the longest the label prints it (section 9's limits), and a shop name that takes two lines. */
const LONG = {
  shop: 'Servisi i Telefonave dhe Kompjuterëve Qëndrim Çeku',
  client: 'Gjergj Kastrioti Skënderbeu i Madh',
  device: 'Samsung Galaxy Z Fold6 5G 512 GB Phantom Black',
  problem: 'Ekrani i thyer, bateria fryhet dhe nuk karikohet më fare',
  serial: 'SN-R5CT90ABCDEFGHIJKLMNOP',
  worker: 'Bashkim-Bujar Shqiponja',
};

// Labels are small: their screenshots at a printer's sharpness, to be looked at.
test.use({ deviceScaleFactor: 3 });

interface Overflow {
  element: string;
  box: { left: number; top: number; right: number; bottom: number };
}

test('each label size keeps everything inside the label, a margin from its edges, even with the longest texts', async ({
  page,
}) => {
  const owner = await createShopOwner();
  await callServer(
    baseUrl(),
    'PUT',
    '/business',
    { businessName: LONG.shop, contactNumber: '044 123 456', country: 'kosovo', city: 'Prishtinë' },
    owner.token,
  );
  const worker = await callServer<{ worker: { id: string } }>(
    baseUrl(),
    'POST',
    '/workers',
    { firstName: 'Bashkim-Bujar', lastName: 'Shqiponja', phoneNumber: '049 111 222' },
    owner.token,
  );
  await addWorker(owner);
  const { job } = await callServer<{ job: JobResponse }>(
    baseUrl(),
    'POST',
    '/jobs',
    {
      workerId: worker.worker.id,
      clientName: LONG.client,
      clientPhone: '045 987 654',
      deviceModel: LONG.device,
      deviceIdKind: 'serial',
      deviceImei: LONG.serial,
      deviceCode: '1234',
      workDescription: LONG.problem,
    },
    owner.token,
  );

  await signIn(page, owner);
  await page.goto(`/print/label/${job.id}`);
  const label = page.getByRole('article', { name: /^Etiketa / }).first();
  await expect(label.getByRole('img', { name: /^Kodi QR/ })).toBeVisible();

  const problems: { size: string; outside: Overflow[] }[] = [];
  for (const size of ['8cm x 3cm', '10cm x 4cm (standard)', '12cm x 5cm']) {
    await page.getByRole('radio', { name: size }).check();
    const [widthCm, heightCm] = size.match(/\d+/g)!.map(Number);
    const box = (await label.boundingBox())!;
    expect(Math.abs(box.width - widthCm! * 10 * PX_PER_MM)).toBeLessThan(1);
    expect(Math.abs(box.height - heightCm! * 10 * PX_PER_MM)).toBeLessThan(1);

    // Every element's box (and all it draws: nothing spills out of its own box) stays inside the label less the margin.
    const outside = await label.evaluate((article, margin): Overflow[] => {
      const edge = article.getBoundingClientRect();
      const inner = {
        left: edge.left + margin,
        top: edge.top + margin,
        right: edge.right - margin,
        bottom: edge.bottom - margin,
      };
      const found: Overflow[] = [];
      for (const element of Array.from(article.querySelectorAll<HTMLElement>('*'))) {
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 && rect.height === 0) continue;
        const spills =
          element.scrollHeight > element.clientHeight + 1 &&
          getComputedStyle(element).overflowY !== 'visible' &&
          !element.className.includes('job-label-shop');
        const out =
          rect.left < inner.left - 0.5 ||
          rect.top < inner.top - 0.5 ||
          rect.right > inner.right + 0.5 ||
          rect.bottom > inner.bottom + 0.5;
        if (out || spills)
          found.push({
            element: `${element.tagName.toLowerCase()}.${element.className}`,
            box: {
              left: rect.left - edge.left,
              top: rect.top - edge.top,
              right: edge.right - rect.right,
              bottom: edge.bottom - rect.bottom,
            },
          });
      }
      return found;
    }, MARGIN_MM * PX_PER_MM);
    if (outside.length > 0) problems.push({ size, outside });

    // The shop's name whole on its two lines; the long texts cut with "…", never pushed out.
    const shop = label.locator('.job-label-shop');
    expect(await shop.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(true);
    await expect(label).toContainText('BILETA');
    await expect(label).toContainText(job.id.slice(-6).toUpperCase());
    await label.screenshot({ path: `${SCREENSHOT_DIR}/label-${widthCm}x${heightCm}-long-texts.png` });
  }
  expect(problems).toEqual([]);
});
