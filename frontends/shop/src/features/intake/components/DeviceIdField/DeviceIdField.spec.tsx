import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { DeviceIdKind } from '@repair-shop/contracts';
import { renderWithShop } from '../../../../test/render';
import { DeviceIdField } from './DeviceIdField';

function Harness() {
  const [kind, setKind] = useState<DeviceIdKind>('imei');
  const [value, setValue] = useState('');
  return <DeviceIdField kind={kind} value={value} onKindChange={setKind} onChange={setValue} />;
}

describe('DeviceIdField', () => {
  it('asks for the IMEI with a numeric keyboard, and for the serial number once switched', async () => {
    renderWithShop(<Harness />);
    const imei = screen.getByRole('textbox', { name: /IMEI/ });
    expect(imei).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(imei, '356938035643809');
    await userEvent.click(screen.getByRole('switch', { name: /Me numër serik/ }));
    const serial = screen.getByRole('textbox', { name: /Numri serik/ });
    expect(serial).toHaveAttribute('inputmode', 'text');
    expect(serial).toHaveValue('356938035643809');
  });
});
