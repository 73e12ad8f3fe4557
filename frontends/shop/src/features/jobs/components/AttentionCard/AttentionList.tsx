import { Stack } from '@mantine/core';
import type { JobAttentionResponse } from '@repair-shop/contracts';
import { AttentionItem } from './AttentionItem';

/** The jobs of one page, oldest wait first. */
export function AttentionList({ items }: { items: JobAttentionResponse[] }) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Punët që kërkojnë vëmendje">
      {items.map((item) => (
        <AttentionItem key={item.jobId} item={item} />
      ))}
    </Stack>
  );
}
