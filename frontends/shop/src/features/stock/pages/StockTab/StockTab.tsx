import { Button, Center, Group, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { ProductResponse } from '@repair-shop/contracts';
import { PagedList, SearchBox, loadFailed, retryProps, usePageClamp } from '@repair-shop/web';
import { PlusIcon } from '../../../../components/Icons/icons';
import { LoadFailed } from '../../../../components/LoadFailed/LoadFailed';
import { DefectiveWriteOffDialog } from '../../components/DefectiveWriteOffDialog/DefectiveWriteOffDialog';
import { ProductDialog } from '../../components/ProductDialog/ProductDialog';
import { ProductUnitsDrawer } from '../../components/ProductUnitsDrawer/ProductUnitsDrawer';
import { ProductTable } from '../../components/ProductTable/ProductTable';
import { StockCountDialog } from '../../components/StockCountDialog/StockCountDialog';
import { StockMovementsDrawer } from '../../components/StockMovementsDrawer/StockMovementsDrawer';
import { StockReceiptDialog } from '../../components/StockReceiptDialog/StockReceiptDialog';
import { usePartFilters } from '../../hooks/use-part-filters';
import { PRODUCT_PAGE_SIZE, useProductsPage } from '../../hooks/use-products-page';

/** The product being added (null) or edited; undefined while the dialog is closed. */
type Editing = ProductResponse | null | undefined;

/**
 * Stoku: the shop's one stock (parts for repairs and products for sale), searched by name or barcode, filtered and
 * paged on the server; products added and edited here, goods received, the stock counted, each product's movements.
 */
export function StockTab() {
  const filters = usePartFilters();
  const products = useProductsPage(filters);
  const paging = usePageClamp(products, { page: filters.page, setPage: filters.setPage, pageSize: PRODUCT_PAGE_SIZE });
  const [editing, setEditing] = useState<Editing>(undefined);
  const [movementsOf, setMovementsOf] = useState<ProductResponse | null>(null);
  const [unitsOf, setUnitsOf] = useState<ProductResponse | null>(null);
  const [defectiveOf, setDefectiveOf] = useState<ProductResponse | null>(null);
  const [document, setDocument] = useState<'receipt' | 'count' | null>(null);
  const filtered = filters.search !== '' || filters.lowStock || filters.forSale;
  // A product taken off sale can be brought back, not edited, counted or written off until it is.
  const live = !filters.archived;

  return (
    <Stack gap="md" pt="xs">
      <Group justify="space-between" gap="sm">
        <Title order={2}>Stoku</Title>
        <Group gap="xs">
          <Button variant="default" onClick={() => setDocument('receipt')}>
            Pranim malli
          </Button>
          <Button variant="default" onClick={() => setDocument('count')}>
            Numërim stoku
          </Button>
          <Button leftSection={<PlusIcon />} onClick={() => setEditing(null)}>
            Shto produkt
          </Button>
        </Group>
      </Group>
      <Group gap="md" align="flex-end" wrap="wrap">
        <SearchBox
          label="Kërko në stok"
          placeholder="Emri, kodi ose barkodi"
          value={filters.searchText}
          onChange={filters.setSearchText}
          w={{ base: '100%', xs: 360 }}
        />
        <Switch
          label="Për shitje"
          checked={filters.forSale}
          onChange={(event) => filters.setForSale(event.currentTarget.checked)}
          mb={8}
        />
        <Switch
          label="Vetëm me stok të ulët"
          checked={filters.lowStock}
          onChange={(event) => filters.setLowStock(event.currentTarget.checked)}
          mb={8}
        />
        <Switch
          label="Të hequrat nga shitja"
          checked={filters.archived}
          onChange={(event) => filters.setArchived(event.currentTarget.checked)}
          mb={8}
        />
      </Group>
      {loadFailed(products) ? (
        <LoadFailed what="Stoku" {...retryProps(products)} />
      ) : !products.data ? (
        <Center py="xl">
          <Loader aria-label="Duke ngarkuar stokun" />
        </Center>
      ) : paging.total === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Stack align="center" gap={4} ta="center">
            {filters.archived && !filtered ? (
              <Text fw={600}>Asnjë produkt nuk është hequr nga shitja.</Text>
            ) : filtered || filters.archived ? (
              <Text fw={600}>
                {filters.lowStock && !filters.search && !filters.forSale
                  ? 'Asnjë produkt nuk ka stok të ulët.'
                  : 'Asnjë produkt nuk përputhet me kërkimin.'}
              </Text>
            ) : (
              <>
                <Text fw={600}>Nuk keni ende asgjë në stok.</Text>
                <Text size="sm" c="dimmed">
                  Shtoni pjesët që përdorni në riparime (ekrane, bateri) dhe produktet që shitni (këllëfë, karikues), që
                  të dini sa keni dhe kur po mbarojnë.
                </Text>
              </>
            )}
          </Stack>
        </Paper>
      ) : (
        <PagedList paging={paging} unit="produkte" label="Faqet e stokut">
          <ProductTable
            products={products.data.items}
            onEdit={setEditing}
            onMovements={setMovementsOf}
            onUnits={live ? setUnitsOf : undefined}
            onDefective={live ? setDefectiveOf : undefined}
          />
        </PagedList>
      )}
      <ProductDialog opened={editing !== undefined} product={editing ?? null} onClose={() => setEditing(undefined)} />
      <StockMovementsDrawer product={movementsOf} onClose={() => setMovementsOf(null)} />
      <ProductUnitsDrawer product={unitsOf} onClose={() => setUnitsOf(null)} />
      <DefectiveWriteOffDialog product={defectiveOf} onClose={() => setDefectiveOf(null)} />
      <StockReceiptDialog opened={document === 'receipt'} onClose={() => setDocument(null)} />
      <StockCountDialog opened={document === 'count'} onClose={() => setDocument(null)} />
    </Stack>
  );
}
