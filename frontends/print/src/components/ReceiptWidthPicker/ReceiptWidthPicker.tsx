import { Group, Radio } from '@mantine/core';
import { RECEIPT_WIDTHS, type ReceiptWidth } from '../ReceiptScreen/receipt-widths';

interface Props {
  width: ReceiptWidth;
  onChange: (id: string) => void;
}

/** The thermal roll's width, as radio buttons like the label's size. */
export function ReceiptWidthPicker({ width, onChange }: Props) {
  return (
    <Radio.Group
      value={width.id}
      onChange={onChange}
      label="Gjerësia e letrës"
      size="sm"
      styles={{ root: { display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }, label: { marginBottom: 0 } }}
    >
      <Group gap="md" wrap="wrap">
        {RECEIPT_WIDTHS.map((option) => (
          <Radio key={option.id} value={option.id} label={option.label} size="xs" />
        ))}
      </Group>
    </Radio.Group>
  );
}
