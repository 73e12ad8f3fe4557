import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testJob } from '@repair-shop/web/testing';
import { renderWithShop } from '../../../../test/render';
import { JobInfo } from './JobInfo';

const update = () => Promise.resolve(true);

describe('JobInfo', () => {
  it('names the price as the labour without the parts, and shows what the parts used add to it', () => {
    renderWithShop(
      <JobInfo
        job={testJob({ estimatedPrice: 40 })}
        money={{ parts: 25.5, total: 65.5 }}
        workers={[]}
        onUpdate={update}
      />,
    );
    expect(screen.getByText('Çmimi i punës (pa pjesët)').parentElement).toHaveTextContent(
      '40,00 €+ pjesët 25,50 € = 65,50 € gjithsej',
    );
    expect(screen.getByRole('button', { name: 'Ndrysho: Çmimi i punës (pa pjesët)' })).toBeInTheDocument();
  });

  it('shows the price alone while no part is used', () => {
    renderWithShop(
      <JobInfo job={testJob({ estimatedPrice: 40 })} money={{ parts: 0, total: 40 }} workers={[]} onUpdate={update} />,
    );
    expect(screen.getByText('Çmimi i punës (pa pjesët)').parentElement).toHaveTextContent(
      /^Çmimi i punës \(pa pjesët\)40,00 €$/,
    );
  });

  it('shows the category, said as suggested until a person chose it, and saves another one chosen', async () => {
    const onUpdate = jest.fn(() => Promise.resolve(true));
    renderWithShop(
      <JobInfo
        job={testJob({ category: 'screen', categorySource: 'suggested' })}
        money={{ parts: 0, total: 40 }}
        workers={[]}
        onUpdate={onUpdate}
      />,
    );
    expect(screen.getByText('Kategoria').parentElement).toHaveTextContent(/^KategoriaEkransugjeruar nga përshkrimi$/);
    await userEvent.click(screen.getByRole('button', { name: 'Ndrysho: Kategoria' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Kategoria' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bateri' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ruaj' }));
    await waitFor(() => expect(onUpdate).toHaveBeenCalledWith({ category: 'battery' }));
  });

  it('shows a chosen category without the note', () => {
    renderWithShop(
      <JobInfo
        job={testJob({ category: 'battery', categorySource: 'chosen' })}
        money={{ parts: 0, total: 40 }}
        workers={[]}
        onUpdate={update}
      />,
    );
    expect(screen.getByText('Kategoria').parentElement).toHaveTextContent(/^KategoriaBateri$/);
  });

  it('shows what was predicted at intake, counted from when it was made', () => {
    renderWithShop(
      <JobInfo
        job={testJob()}
        money={{ parts: 0, total: 40 }}
        workers={[]}
        // Made on Thursday 26 November 2026 at 10:00 in the shop; ready on Saturday, two to three days later.
        prediction={{
          category: 'screen',
          madeAt: '2026-11-26T09:00:00.000Z',
          readyBy: { from: '2026-11-28T07:00:00.000Z', to: '2026-11-28T20:00:00.000Z' },
          price: { low: 45, high: 60 },
        }}
        onUpdate={update}
      />,
    );
    expect(screen.getByText('Parashikimi në pranim').parentElement).toHaveTextContent(
      'Pritet gati: e shtunë, 2–3 ditëZakonisht 45,00–60,00 €',
    );
  });

  it('shows no prediction when none was made', () => {
    renderWithShop(
      <JobInfo job={testJob()} money={{ parts: 0, total: 40 }} workers={[]} prediction={null} onUpdate={update} />,
    );
    expect(screen.queryByText('Parashikimi në pranim')).not.toBeInTheDocument();
  });
});
