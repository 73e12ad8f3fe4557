import { Button, Menu } from '@mantine/core';
import type { SalePrintDocument } from '@repair-shop/contracts';
import { PrinterIcon } from '../../../../components/Icons/icons';
import { usePrintStations } from '../../../printing/hooks/use-print-stations';
import { useSendSaleToStation } from '../../../printing/hooks/use-send-sale-to-station';
import { preferredStation } from '../../../printing/utils/last-station';

const DOCUMENTS: { document: SalePrintDocument; label: string }[] = [
  { document: 'sale_receipt', label: 'Kuponi' },
  { document: 'sale_invoice', label: 'Fatura A4' },
];

/**
 * The sale's receipt or A4 invoice sent to one of the shop's print stations (the last one used first); nothing
 * when the shop has none, since the browser's print pages are offered beside it.
 */
export function SaleStationPrint({ saleId }: { saleId: string }) {
  const stations = usePrintStations();
  const send = useSendSaleToStation(saleId);
  const list = stations.data ?? [];
  if (list.length === 0) return null;
  const preferred = preferredStation(list);
  const ordered = [...list].sort((a, b) => Number(b.id === preferred) - Number(a.id === preferred));
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button size="md" variant="outline" leftSection={<PrinterIcon />} loading={send.isPending}>
          Dërgo në printerin e banakut
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {ordered.flatMap((station) =>
          DOCUMENTS.map(({ document, label }) => (
            <Menu.Item
              key={`${station.id}-${document}`}
              onClick={() => send.mutate({ stationId: station.id, document })}
            >
              {label} në «{station.name}»
            </Menu.Item>
          )),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
