import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { AUDIT_ACTION_LABELS } from '@repair-shop/contracts';
import { PagedList, formatDateTime, loadFailed, retryProps, usePageClamp } from '@repair-shop/web';
import { AUDIT_LOG_PAGE_SIZE, useAuditLogPage } from '../../hooks/use-audit-log';
import { LoadFailed } from '../../../../components/LoadFailed/LoadFailed';

export const EMPTY_AUDIT_LOG_TEXT = 'Ende nuk është fshirë asnjë punë.';

/**
 * "Regjistri i veprimeve" (the owner's): what was deleted, by whom and when, told in full, newest first,
 * ten a page. Nothing in it can be changed.
 */
export function AuditLogCard() {
  const [page, setPage] = useState(1);
  const log = useAuditLogPage(page);
  const paging = usePageClamp(log, { page, setPage, pageSize: AUDIT_LOG_PAGE_SIZE });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="audit-log-title">
      <Stack gap="sm">
        <Title order={3} fz="lg" id="audit-log-title">
          Regjistri i veprimeve
        </Title>
        <Text size="sm" c="dimmed">
          Çdo punë e fshirë shënohet këtu me gjithçka që kishte, kush e fshiu dhe kur. Këtë regjistër e sheh vetëm
          pronari.
        </Text>
        {loadFailed(log) ? (
          <LoadFailed what="Regjistri i veprimeve" {...retryProps(log)} />
        ) : log.data === undefined ? (
          <Center py="md">
            <Loader size="sm" aria-label="Duke ngarkuar regjistrin e veprimeve" />
          </Center>
        ) : paging.total === 0 ? (
          <Text size="sm">{EMPTY_AUDIT_LOG_TEXT}</Text>
        ) : (
          <PagedList paging={paging} unit="veprime" label="Faqet e regjistrit të veprimeve">
            <Stack
              gap="xs"
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label="Veprimet e regjistruara"
            >
              {log.data.items.map((entry) => (
                <Paper component="li" key={entry.id} withBorder radius="sm" p="sm">
                  <Text size="sm" fw={600}>
                    {entry.author.name} · {AUDIT_ACTION_LABELS[entry.action]}: {entry.subject}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(entry.createdAt)}
                  </Text>
                  <Text size="sm" mt={4}>
                    {entry.details}
                  </Text>
                </Paper>
              ))}
            </Stack>
          </PagedList>
        )}
      </Stack>
    </Paper>
  );
}
