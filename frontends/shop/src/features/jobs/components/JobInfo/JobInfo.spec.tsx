import { screen } from '@testing-library/react';
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
});
