import { Group, Radio } from '@mantine/core';
import { DAY_CLOSE_PAPERS, DAY_CLOSE_PAPER_LABELS, type DayClosePaper } from '@repair-shop/web';

interface Props {
  paper: DayClosePaper;
  onChange: (paper: DayClosePaper) => void;
}

/** A4 or the 80 mm roll, as radio buttons like the label's size. */
export function DayPaperPicker({ paper, onChange }: Props) {
  return (
    <Radio.Group
      value={paper}
      onChange={(value) => onChange(value as DayClosePaper)}
      label="Letra"
      size="sm"
      styles={{ root: { display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }, label: { marginBottom: 0 } }}
    >
      <Group gap="md" wrap="wrap">
        {DAY_CLOSE_PAPERS.map((option) => (
          <Radio key={option} value={option} label={DAY_CLOSE_PAPER_LABELS[option]} size="xs" />
        ))}
      </Group>
    </Radio.Group>
  );
}
