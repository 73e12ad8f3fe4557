import { Button, Center, Group, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { PartResponse } from '@repair-shop/contracts';
import { PagedList, SearchBox, loadFailed, retryProps, usePageClamp } from '@repair-shop/web';
import { PlusIcon } from '../../../../components/Icons/icons';
import { LoadFailed } from '../../../../components/LoadFailed/LoadFailed';
import { PartDialog } from '../../components/PartDialog/PartDialog';
import { PartTable } from '../../components/PartTable/PartTable';
import { usePartFilters } from '../../hooks/use-part-filters';
import { PART_PAGE_SIZE, usePartsPage } from '../../hooks/use-parts-page';

/** The part being added (null) or edited; undefined while the dialog is closed. */
type Editing = PartResponse | null | undefined;

/** Stoku: the shop's parts, searched, filtered to low stock and paged on the server; added and edited here. */
export function StockTab() {
  const filters = usePartFilters();
  const parts = usePartsPage(filters.search, filters.lowStock, filters.page);
  const paging = usePageClamp(parts, { page: filters.page, setPage: filters.setPage, pageSize: PART_PAGE_SIZE });
  const [editing, setEditing] = useState<Editing>(undefined);
  const filtered = filters.search !== '' || filters.lowStock;

  return (
    <Stack gap="md" pt="xs">
      <Group justify="space-between" gap="sm">
        <Title order={2}>Stoku</Title>
        <Button leftSection={<PlusIcon />} onClick={() => setEditing(null)}>
          Shto pjesë
        </Button>
      </Group>
      <Group gap="md" align="flex-end" wrap="wrap">
        <SearchBox
          label="Kërko pjesën"
          placeholder="Emri ose kodi"
          value={filters.searchText}
          onChange={filters.setSearchText}
          w={{ base: '100%', xs: 360 }}
        />
        <Switch
          label="Vetëm me stok të ulët"
          checked={filters.lowStock}
          onChange={(event) => filters.setLowStock(event.currentTarget.checked)}
          mb={8}
        />
      </Group>
      {loadFailed(parts) ? (
        <LoadFailed what="Pjesët" {...retryProps(parts)} />
      ) : !parts.data ? (
        <Center py="xl">
          <Loader aria-label="Duke ngarkuar pjesët" />
        </Center>
      ) : paging.total === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Stack align="center" gap={4} ta="center">
            {filtered ? (
              <Text fw={600}>
                {filters.lowStock && !filters.search
                  ? 'Asnjë pjesë nuk ka stok të ulët.'
                  : 'Asnjë pjesë nuk përputhet me kërkimin.'}
              </Text>
            ) : (
              <>
                <Text fw={600}>Nuk keni ende pjesë në stok.</Text>
                <Text size="sm" c="dimmed">
                  Shtoni pjesët që mbani (ekrane, bateri, kabllo) që t'i përdorni në punë dhe të dini kur po mbarojnë.
                </Text>
              </>
            )}
          </Stack>
        </Paper>
      ) : (
        <PagedList paging={paging} unit="pjesë" label="Faqet e pjesëve">
          <PartTable parts={parts.data.items} onEdit={setEditing} />
        </PagedList>
      )}
      <PartDialog opened={editing !== undefined} part={editing ?? null} onClose={() => setEditing(undefined)} />
    </Stack>
  );
}
