import { Button, Group } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { dayClosePrintPath } from '@repair-shop/web';
import { PrinterIcon } from '../../../../components/Icons/icons';

/** The day's close printed on an A4 sheet or on the 80 mm roll of a receipt printer (the print remote's page). */
export function DayClosePrintButtons({ date }: { date: string }) {
  const navigate = useNavigate();
  return (
    <Group gap="xs" wrap="wrap">
      <Button variant="light" leftSection={<PrinterIcon />} onClick={() => navigate(dayClosePrintPath(date, 'a4'))}>
        Printo A4
      </Button>
      <Button variant="light" leftSection={<PrinterIcon />} onClick={() => navigate(dayClosePrintPath(date, '80mm'))}>
        Printo 80 mm
      </Button>
    </Group>
  );
}
