import { Group, Radio } from '@mantine/core';
import { LABEL_SIZES, type LabelSize } from '@repair-shop/web';

interface Props {
  size: LabelSize;
  onChange: (id: string) => void;
}

/** The three label dimensions, as radio buttons; 10cm x 4cm is the standard. */
export function LabelSizePicker({ size, onChange }: Props) {
  return (
    <Radio.Group
      value={size.id}
      onChange={onChange}
      label="Dimensionet"
      size="sm"
      styles={{ root: { display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }, label: { marginBottom: 0 } }}
    >
      <Group gap="md" wrap="wrap">
        {LABEL_SIZES.map((option) => (
          <Radio key={option.id} value={option.id} label={option.label} size="xs" />
        ))}
      </Group>
    </Radio.Group>
  );
}
