import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTableExport } from '../../../../hooks/use-table-export';
import { ExportMenu } from '../../../../components/ExportMenu/ExportMenu';
import { ImportDialog } from '../ImportDialog/ImportDialog';

/** The Clients tab's "Importo" (clients or jobs from a file) and "Eksporto" (every client, CSV or Excel). */
export function ClientTransfer() {
  const [importing, setImporting] = useState(false);
  const download = useTableExport();
  return (
    <Group gap="xs">
      <Button variant="light" onClick={() => setImporting(true)}>
        Importo
      </Button>
      <ExportMenu
        label="Eksporto"
        loading={download.isPending}
        onExport={(format) => download.mutate({ what: { table: 'clients' }, format })}
      />
      <ImportDialog opened={importing} onClose={() => setImporting(false)} />
    </Group>
  );
}
