import { Center, Loader, Modal } from '@mantine/core';
import { useState } from 'react';
import { PagedList, usePageClamp } from '@repair-shop/web';
import { useAttention } from '../../hooks/use-attention';
import { AttentionList } from './AttentionList';

export const ATTENTION_PAGE_SIZE = 10;

/** "Shfaq të gjitha": every job needing attention, a server page at a time. */
export function AttentionDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Kërkon vëmendje" size="lg">
      {opened && <AllWaiting />}
    </Modal>
  );
}

function AllWaiting() {
  const [page, setPage] = useState(1);
  const attention = useAttention({ limit: ATTENTION_PAGE_SIZE, offset: (page - 1) * ATTENTION_PAGE_SIZE });
  const paging = usePageClamp(attention, { page, setPage, pageSize: ATTENTION_PAGE_SIZE });
  if (!attention.data) {
    return (
      <Center py="lg">
        <Loader aria-label="Duke ngarkuar punët që kërkojnë vëmendje" />
      </Center>
    );
  }
  return (
    <PagedList paging={paging} unit="punë" label="Faqet e punëve që kërkojnë vëmendje">
      <AttentionList items={attention.data.items} />
    </PagedList>
  );
}
