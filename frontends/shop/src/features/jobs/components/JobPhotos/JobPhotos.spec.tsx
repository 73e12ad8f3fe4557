import { atShopTime } from '@repair-shop/web/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobPhotoResponse } from '@repair-shop/contracts';
import { ApiRequestError, shopApi } from '@repair-shop/web';
import { renderWithShop } from '../../../../test/render';
import { JobPhotos } from './JobPhotos';

afterEach(() => jest.restoreAllMocks());

const photo = (id: string, caption: string | null = null): JobPhotoResponse => ({
  id,
  stage: 'intake',
  caption,
  width: 1200,
  height: 1600,
  createdAt: atShopTime('2026-11-24 10:15'),
  author: { id: 'u1', name: 'Arta Morina' },
  thumbUrl: `/api/photos/${id}/thumb?expires=1&signature=t`,
  fullUrl: `/api/photos/${id}/full?expires=1&signature=f`,
});

const jpeg = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

describe('JobPhotos', () => {
  it('adds photos from the gallery with the stage and caption chosen, and shows them with the count', async () => {
    const stored: JobPhotoResponse[] = [];
    jest.spyOn(shopApi, 'jobPhotos').mockImplementation(async () => ({ photos: [...stored], limit: 8 }));
    const add = jest.spyOn(shopApi, 'addJobPhoto').mockImplementation(async (_jobId, file) => {
      const added = photo(`p${stored.length + 1}`, 'Gërvishtje');
      stored.push(added);
      expect(file).toBeInstanceOf(File);
      return { success: true, photo: added };
    });
    jest.spyOn(shopApi, 'job').mockRejectedValue(new Error('not asked in this test'));
    renderWithShop(<JobPhotos jobId="j1" status="in_process" />);
    expect(await screen.findByText(/Asnjë foto ende/)).toBeInTheDocument();
    expect(screen.getByLabelText('Numri i fotove')).toHaveTextContent('0 nga 8');
    // A job already in the works: photos are of the repair unless the shop says otherwise.
    expect(screen.getByRole('radio', { name: 'Gjatë riparimit' })).toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: 'Në pranim' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Përshkrimi i fotos' }), 'Gërvishtje');
    fireEvent.change(screen.getByLabelText('Foto nga galeria'), { target: { files: [jpeg('a.jpg'), jpeg('b.jpg')] } });
    await waitFor(() => expect(add).toHaveBeenCalledTimes(2));
    expect(add).toHaveBeenCalledWith('j1', expect.any(File), { stage: 'intake', caption: 'Gërvishtje' });
    expect(await screen.findByLabelText('Numri i fotove')).toHaveTextContent('2 nga 8');
    const thumbnail = screen.getByRole('button', { name: 'Hap foton 1: Gërvishtje' });
    expect(within(thumbnail).getByRole('img')).toHaveAttribute('src', '/api/photos/p1/thumb?expires=1&signature=t');

    await userEvent.click(thumbnail);
    const large = await screen.findByRole('dialog', { name: 'Gërvishtje' });
    expect(within(large).getByRole('img')).toHaveAttribute('src', '/api/photos/p1/full?expires=1&signature=f');
    expect(within(large).getByText(/Në pranim · Arta Morina, 24\.11\.2026, 10:15/)).toBeInTheDocument();
  });

  it("says in Albanian why a photo was refused: too large before sending, or the server's reason", async () => {
    jest.spyOn(shopApi, 'jobPhotos').mockResolvedValue({ photos: [], limit: 8 });
    const add = jest
      .spyOn(shopApi, 'addJobPhoto')
      .mockRejectedValue(
        new ApiRequestError(400, 'Skedari nuk është një foto që mund të lexohet.', 'PHOTO_UNREADABLE'),
      );
    renderWithShop(<JobPhotos jobId="j1" status="new" />);
    const camera = await screen.findByLabelText('Foto me kamerë');
    expect(camera).toHaveAttribute('capture', 'environment');

    fireEvent.change(camera, { target: { files: [jpeg('e-madhe.jpg', 15 * 1024 * 1024 + 1)] } });
    expect(
      await screen.findByText('Fotoja është më e madhe se 15 MB. Zgjidhni një foto më të vogël.'),
    ).toBeInTheDocument();
    expect(add).not.toHaveBeenCalled();

    fireEvent.change(camera, { target: { files: [jpeg('tekst.jpg')] } });
    expect(await screen.findByText('Skedari nuk është një foto që mund të lexohet.')).toBeInTheDocument();
  });

  it('lets the owner remove a photo, never a technician; at the limit no more can be added', async () => {
    const eight = Array.from({ length: 8 }, (_, index) => photo(`p${index + 1}`));
    jest.spyOn(shopApi, 'jobPhotos').mockResolvedValue({ photos: eight, limit: 8 });
    const { unmount } = renderWithShop(<JobPhotos jobId="j1" status="new" />, { role: 'technician' });
    expect(await screen.findByLabelText('Numri i fotove')).toHaveTextContent('8 nga 8');
    expect(screen.getByRole('button', { name: 'Bëj foto' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Hap foton 3' }));
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Hiq foton' })).not.toBeInTheDocument();
    unmount();

    const remove = jest.spyOn(shopApi, 'removeJobPhoto').mockResolvedValue({ success: true });
    renderWithShop(<JobPhotos jobId="j1" status="new" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Hap foton 3' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Hiq foton' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Hiq foton' })).getByRole('button', { name: 'Hiq foton' }),
    );
    await waitFor(() => expect(remove).toHaveBeenCalledWith('j1', 'p3'));
  });
});
