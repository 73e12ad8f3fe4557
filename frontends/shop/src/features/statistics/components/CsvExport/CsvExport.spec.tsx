import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError, REQUIRED_TEXT, reportsApi } from '@repair-shop/web';
import { TEST_ALBANIAN_PROFILE } from '@repair-shop/web/testing';
import { renderWithShop } from '../../../../test/render';
import { monthStart, today } from '../../../../utils/days';
import { CsvExport } from './CsvExport';
import { REVERSED_RANGE_TEXT } from './export-range';

const createObjectURL = jest.fn(() => 'blob:csv');
const revokeObjectURL = jest.fn();

let shown: jest.SpyInstance;

beforeEach(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  shown = jest.spyOn(notifications, 'show').mockReturnValue('');
});

afterEach(() => {
  jest.restoreAllMocks();
  createObjectURL.mockClear();
});

/** A date field typed into the way the browser's date picker sets it. */
const setDay = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

describe('CsvExport', () => {
  it('starts with this month so far, and downloads the jobs of the range under the name the server gave', async () => {
    const file = {
      blob: new Blob(['\uFEFFKlienti\nQëndrim Çeku\n'], { type: 'text/csv' }),
      fileName: 'punet-2026-11-01-2026-11-23.csv',
    };
    const exportCsv = jest.spyOn(reportsApi, 'exportCsv').mockResolvedValue(file);
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('punet-2026-11-01-2026-11-23.csv');
      expect(this.href).toBe('blob:csv');
    });
    renderWithShop(<CsvExport />);
    expect(screen.getByLabelText('Nga data', { exact: false })).toHaveValue(monthStart(today()));
    expect(screen.getByLabelText('Deri më', { exact: false })).toHaveValue(today());

    setDay('Nga data', '2026-11-01');
    setDay('Deri më', '2026-11-23');
    await userEvent.click(screen.getByRole('button', { name: 'Punët' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));

    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith({
        color: 'green',
        message: 'Skedari punet-2026-11-01-2026-11-23.csv u shkarkua.',
      }),
    );
    expect(exportCsv).toHaveBeenCalledWith('jobs', { from: '2026-11-01', to: '2026-11-23' });
    expect(createObjectURL).toHaveBeenCalledWith(file.blob);
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('asks for both days, in Albanian, before any call', async () => {
    const exportCsv = jest.spyOn(reportsApi, 'exportCsv');
    renderWithShop(<CsvExport />);
    setDay('Nga data', '');
    setDay('Deri më', '');
    await userEvent.click(screen.getByRole('button', { name: 'Pagesat' }));
    expect(await screen.findAllByText(REQUIRED_TEXT)).toHaveLength(2);
    expect(exportCsv).not.toHaveBeenCalled();
  });

  it('refuses a last day before the first, in Albanian, before any call', async () => {
    const exportCsv = jest
      .spyOn(reportsApi, 'exportCsv')
      .mockResolvedValue({ blob: new Blob(['\uFEFF']), fileName: 'pjeset.csv' });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithShop(<CsvExport />);
    setDay('Nga data', '2026-11-20');
    setDay('Deri më', '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Pjesët' }));
    expect(await screen.findByText(REVERSED_RANGE_TEXT)).toBeInTheDocument();
    expect(exportCsv).not.toHaveBeenCalled();

    setDay('Deri më', '2026-11-20');
    await userEvent.click(screen.getByRole('button', { name: 'Pjesët' }));
    await waitFor(() => expect(exportCsv).toHaveBeenCalledWith('parts', { from: '2026-11-20', to: '2026-11-20' }));
  });

  it('downloads the jobs as an Excel workbook from the same menu', async () => {
    const file = {
      blob: new Blob(['PK'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
      fileName: 'punet-2026-11-01-2026-11-23.xlsx',
    };
    const exportWorkbook = jest.spyOn(reportsApi, 'exportWorkbook').mockResolvedValue(file);
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithShop(<CsvExport />);
    setDay('Nga data', '2026-11-01');
    setDay('Deri më', '2026-11-23');
    await userEvent.click(screen.getByRole('button', { name: 'Punët' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excel (.xlsx)' }));
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith({
        color: 'green',
        message: 'Skedari punet-2026-11-01-2026-11-23.xlsx u shkarkua.',
      }),
    );
    expect(exportWorkbook).toHaveBeenCalledWith('jobs', { from: '2026-11-01', to: '2026-11-23' });
  });

  it('downloads the stock movements of the range as CSV or as an Excel workbook', async () => {
    const exportCsv = jest
      .spyOn(reportsApi, 'exportCsv')
      .mockResolvedValue({ blob: new Blob(['\uFEFF']), fileName: 'levizjet-e-stokut-2026-11-01-2026-11-23.csv' });
    const exportWorkbook = jest
      .spyOn(reportsApi, 'exportWorkbook')
      .mockResolvedValue({ blob: new Blob(['PK']), fileName: 'levizjet-e-stokut-2026-11-01-2026-11-23.xlsx' });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithShop(<CsvExport />);
    setDay('Nga data', '2026-11-01');
    setDay('Deri më', '2026-11-23');
    await userEvent.click(screen.getByRole('button', { name: 'Lëvizjet e stokut' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excel (.xlsx)' }));
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith({
        color: 'green',
        message: 'Skedari levizjet-e-stokut-2026-11-01-2026-11-23.xlsx u shkarkua.',
      }),
    );
    expect(exportWorkbook).toHaveBeenCalledWith('stock-movements', { from: '2026-11-01', to: '2026-11-23' });

    await userEvent.click(screen.getByRole('button', { name: 'Lëvizjet e stokut' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() =>
      expect(exportCsv).toHaveBeenCalledWith('stock-movements', { from: '2026-11-01', to: '2026-11-23' }),
    );
  });

  it('downloads the counter sales of the range as an Excel workbook', async () => {
    const exportWorkbook = jest
      .spyOn(reportsApi, 'exportWorkbook')
      .mockResolvedValue({ blob: new Blob(['PK']), fileName: 'shitjet-2026-11-01-2026-11-23.xlsx' });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithShop(<CsvExport />);
    setDay('Nga data', '2026-11-01');
    setDay('Deri më', '2026-11-23');
    await userEvent.click(screen.getByRole('button', { name: 'Shitjet' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excel (.xlsx)' }));
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith({
        color: 'green',
        message: 'Skedari shitjet-2026-11-01-2026-11-23.xlsx u shkarkua.',
      }),
    );
    expect(exportWorkbook).toHaveBeenCalledWith('sales', { from: '2026-11-01', to: '2026-11-23' });
  });

  it('offers no register cash to a shop that registers none with the tax office', async () => {
    renderWithShop(<CsvExport />);
    expect(screen.getByRole('button', { name: 'Lëvizjet e stokut' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fondi i arkës' })).not.toBeInTheDocument();
  });

  it("downloads an Albanian shop's register cash of the range as an Excel workbook", async () => {
    const exportWorkbook = jest
      .spyOn(reportsApi, 'exportWorkbook')
      .mockResolvedValue({ blob: new Blob(['PK']), fileName: 'fondi-i-arkes-2026-11-01-2026-11-23.xlsx' });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithShop(<CsvExport />, { fiscalProfile: TEST_ALBANIAN_PROFILE });
    setDay('Nga data', '2026-11-01');
    setDay('Deri më', '2026-11-23');
    await userEvent.click(await screen.findByRole('button', { name: 'Fondi i arkës' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excel (.xlsx)' }));
    await waitFor(() =>
      expect(exportWorkbook).toHaveBeenCalledWith('cash-deposits', { from: '2026-11-01', to: '2026-11-23' }),
    );
  });

  it("shows the server's Albanian detail when it refuses", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest
      .spyOn(reportsApi, 'exportCsv')
      .mockRejectedValue(new ApiRequestError(400, 'Fusha «from» duhet të jetë një datë.', 'VALIDATION_FAILED'));
    renderWithShop(<CsvExport />);
    await userEvent.click(screen.getByRole('button', { name: 'Punët' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'red', message: 'Gabim: Fusha «from» duhet të jetë një datë.' }),
      ),
    );
    expect(createObjectURL).not.toHaveBeenCalled();
  });
});
