import { Button, Menu } from '@mantine/core';
import { EXPORT_FORMATS, EXPORT_FORMAT_LABELS, type ExportFormat } from '@repair-shop/contracts';

interface Props {
  /** The button's text ("Eksporto", "Punët"). */
  label: string;
  loading?: boolean;
  disabled?: boolean;
  onExport: (format: ExportFormat) => void;
}

/** A button that opens the choice of CSV (for Excel in the region) or an Excel workbook. */
export function ExportMenu({ label, loading, disabled, onExport }: Props) {
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button variant="light" loading={loading} disabled={disabled}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {EXPORT_FORMATS.map((format) => (
          <Menu.Item key={format} onClick={() => onExport(format)}>
            {EXPORT_FORMAT_LABELS[format]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
