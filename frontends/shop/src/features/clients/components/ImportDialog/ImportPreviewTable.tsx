import { Table, Text, Tooltip } from '@mantine/core';
import type { ImportField, ImportKind } from '@repair-shop/contracts';
import { TableScroll } from '@repair-shop/web';
import { fieldInfo, type PreviewCell } from './import-preview';

interface Props {
  kind: ImportKind;
  rows: { line: number; cells: Partial<Record<ImportField, PreviewCell>> }[];
}

/** The first rows of the file as they will be imported: the value, or in red what is wrong with it. */
export function ImportPreviewTable({ kind, rows }: Props) {
  const fields = Object.keys(rows[0]?.cells ?? {}) as ImportField[];
  return (
    <TableScroll minWidth={560} label="Rreshtat e parë si do të importohen">
      <Table striped aria-label="Rreshtat e parë si do të importohen">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Rreshti</Table.Th>
            {fields.map((field) => (
              <Table.Th key={field}>{fieldInfo(kind, field).label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.line}>
              <Table.Td>{row.line}</Table.Td>
              {fields.map((field) => {
                const cell = row.cells[field];
                if (!cell?.problem) return <Table.Td key={field}>{cell?.text || '—'}</Table.Td>;
                return (
                  <Table.Td key={field}>
                    <Tooltip label={cell.problem} multiline w={260}>
                      <Text size="sm" c="red" td="underline" aria-label={`${cell.text || 'Bosh'}: ${cell.problem}`}>
                        {cell.text || 'Bosh'}
                      </Text>
                    </Tooltip>
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
