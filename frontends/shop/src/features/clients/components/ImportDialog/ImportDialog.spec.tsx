import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportPreviewResponse, WorkerResponse } from '@repair-shop/contracts';
import { ApiRequestError, queryKeys, transferApi } from '@repair-shop/web';
import { renderWithShop } from '../../../../test/render';
import { ImportDialog, importedAttentionText } from './ImportDialog';

const WORKERS: WorkerResponse[] = [
  {
    id: 'w1',
    firstName: 'Driton',
    lastName: 'Gashi',
    phoneNumber: '049 555 666',
    createdAt: '2026-01-01T00:00:00.000Z',
    activeJobCount: 0,
    login: null,
    active: true,
  },
  {
    id: 'w2',
    firstName: 'Besnik',
    lastName: 'Krasniqi',
    phoneNumber: '049 555 777',
    createdAt: '2026-01-01T00:00:00.000Z',
    activeJobCount: 0,
    login: null,
    active: true,
  },
];

const PREVIEW: ImportPreviewResponse = {
  fileName: 'punet.csv',
  format: 'csv',
  columns: ['Emri', 'Tel', 'Modeli', 'IMEI', 'Përshkrimi', 'Çmimi', 'Statusi', 'Data'],
  headerLine: 1,
  rows: [
    {
      line: 2,
      cells: [
        'Qëndrim Çeku',
        '049 111 222',
        'iPhone 13',
        '356938035643809',
        'Ekrani',
        '1.250,50',
        'Përfunduar',
        '01.12.2025 10:30',
      ],
    },
    { line: 3, cells: ['Ana', '044 000 111', 'Nokia', '356938035643808', 'Bateria', '', 'Fshirë', ''] },
  ],
  rowCount: 2,
  suggestedKind: 'jobs',
  suggested: {
    jobs: {
      clientName: 0,
      clientPhone: 1,
      deviceModel: 2,
      deviceId: 3,
      description: 4,
      price: 5,
      status: 6,
      createdAt: 7,
    },
    clients: { name: 0, phone: 1 },
  },
};

const csv = new File(['Emri;Tel\nQëndrim Çeku;049 111 222\n'], 'punet.csv', { type: 'text/csv' });

afterEach(() => jest.restoreAllMocks());

/** Mantine's FileInput is a button over a hidden file input, which the file goes into. */
const fileInput = (): HTMLInputElement => document.querySelector('input[type="file"]') as HTMLInputElement;

async function openOnMapping() {
  const preview = jest.spyOn(transferApi, 'previewImport').mockResolvedValue(PREVIEW);
  const rendered = renderWithShop(<ImportDialog opened onClose={jest.fn()} />, {
    cached: [[queryKeys.workers, WORKERS]],
  });
  await userEvent.upload(fileInput(), csv);
  await userEvent.click(screen.getByRole('button', { name: 'Vazhdo' }));
  await screen.findByText('Rreshtat e parë si do të importohen');
  expect(preview).toHaveBeenCalledWith(csv, 'punet.csv');
  return rendered;
}

describe('ImportDialog', () => {
  it('asks for a file before reading it', async () => {
    const preview = jest.spyOn(transferApi, 'previewImport');
    renderWithShop(<ImportDialog opened onClose={jest.fn()} />, { cached: [[queryKeys.workers, WORKERS]] });
    await userEvent.click(screen.getByRole('button', { name: 'Vazhdo' }));
    expect(await screen.findByText('Zgjidhni një skedar.')).toBeInTheDocument();
    expect(preview).not.toHaveBeenCalled();
  });

  it("shows the server's reason when the file cannot be read", async () => {
    jest
      .spyOn(transferApi, 'previewImport')
      .mockRejectedValue(new ApiRequestError(400, 'Skedarët e vjetër .xls nuk lexohen.', 'IMPORT_FILE_UNREADABLE'));
    renderWithShop(<ImportDialog opened onClose={jest.fn()} />, { cached: [[queryKeys.workers, WORKERS]] });
    await userEvent.upload(fileInput(), csv);
    await userEvent.click(screen.getByRole('button', { name: 'Vazhdo' }));
    expect(await screen.findByText('Skedarët e vjetër .xls nuk lexohen.')).toBeInTheDocument();
  });

  it('preselects the suggested columns, marks the required fields, and previews the rows as they will be imported', async () => {
    await openOnMapping();
    expect(screen.getByRole('combobox', { name: /^Klienti/ })).toHaveValue('Emri');
    expect(screen.getByRole('combobox', { name: /^IMEI \/ Numri serik/ })).toHaveValue('IMEI');
    expect(screen.getByRole('combobox', { name: /^Punëtori$/ })).toHaveValue('— Mos e importo —');
    const table = screen.getByRole('table', { name: 'Rreshtat e parë si do të importohen' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '2',
      'Qëndrim Çeku',
      '049 111 222',
      'iPhone 13',
      '356938035643809',
      'Ekrani',
      '1.250,50 €',
      'Përfunduar',
      '01.12.2025 10:30',
    ]);
    // The second row's problems show where they are, as the server would say them.
    expect(within(second!).getByLabelText(/^356938035643808: IMEI nuk është i saktë/)).toBeInTheDocument();
    expect(within(second!).getByLabelText(/^Fshirë: Statusi nuk njihet/)).toBeInTheDocument();
  });

  it('asks for the worker of the jobs, then imports with the mapping chosen and says how many', async () => {
    const importFile = jest
      .spyOn(transferApi, 'importFile')
      .mockResolvedValue({ success: true, kind: 'jobs', imported: 2, skipped: 1, rowCount: 3 });
    await openOnMapping();
    await userEvent.click(screen.getByRole('button', { name: 'Importo' }));
    expect(await screen.findByText('Zgjidhni punëtorin e punëve të importuara.')).toBeInTheDocument();
    expect(importFile).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('combobox', { name: /^Punëtori i punëve/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Besnik Krasniqi' }));
    await userEvent.click(screen.getByRole('button', { name: 'Importo' }));
    expect(
      await screen.findByText('U importuan 2 punë. Një rresht ishte tashmë në dyqan dhe u anashkalua.'),
    ).toBeInTheDocument();
    // A job in process is followed from today, not from the file's date: said with the shop's days.
    expect(screen.getByText(importedAttentionText({ idleAfterDays: 7, uncollectedAfterDays: 7 }))).toBeInTheDocument();
    expect(importedAttentionText({ idleAfterDays: 5, uncollectedAfterDays: 10 })).toBe(
      'Punët «Në proces» ndiqen nga sot: shfaqen te «Kërkon vëmendje» nëse për 5 ditë nuk shënohet asgjë për to. Punët «Gati» shfaqen aty kur kanë pritur 10 ditë që nga data në skedar.',
    );
    expect(importFile).toHaveBeenCalledWith(csv, 'punet.csv', 'jobs', {
      columns: PREVIEW.suggested.jobs,
      workerId: 'w2',
    });
  });

  it('switches to clients with their own suggested columns', async () => {
    const importFile = jest
      .spyOn(transferApi, 'importFile')
      .mockResolvedValue({ success: true, kind: 'clients', imported: 1, skipped: 0, rowCount: 1 });
    await openOnMapping();
    await userEvent.click(screen.getByText('Klientë'));
    expect(screen.getByRole('combobox', { name: /^Emri/ })).toHaveValue('Emri');
    expect(screen.getByRole('combobox', { name: /^Shënimi/ })).toHaveValue('— Mos e importo —');
    await userEvent.click(screen.getByRole('button', { name: 'Importo' }));
    expect(await screen.findByText('U importuan 1 klient.')).toBeInTheDocument();
    expect(screen.queryByText(/ndiqen nga sot/)).not.toBeInTheDocument();
    expect(importFile).toHaveBeenCalledWith(csv, 'punet.csv', 'clients', { columns: { name: 0, phone: 1 } });
  });

  it('lists the rows to fix with their line numbers when the server refuses the file', async () => {
    jest.spyOn(transferApi, 'importFile').mockRejectedValue(
      new ApiRequestError(
        400,
        'Një rresht ka gabime. Asgjë nuk u importua: ndreqini në skedar dhe provoni përsëri.',
        'IMPORT_ROWS_INVALID',
        {
          badRows: [
            {
              line: 3,
              column: 'IMEI',
              field: 'IMEI / Numri serik',
              problem: 'IMEI nuk është i saktë.',
              value: '356938035643808',
            },
          ],
          badRowCount: 1,
        },
      ),
    );
    await openOnMapping();
    await userEvent.click(screen.getByRole('combobox', { name: /^Punëtori i punëve/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Driton Gashi' }));
    await userEvent.click(screen.getByRole('button', { name: 'Importo' }));
    const problems = await screen.findByRole('table', { name: 'Rreshtat me gabime' });
    expect(within(problems).getAllByRole('row')[1]?.textContent).toBe('3IMEI356938035643808IMEI nuk është i saktë.');
    expect(screen.getByText('Asgjë nuk u importua')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Importo' })).toBeEnabled());
  });
});
