import { ActionIcon, Menu, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ProductResponse } from '@repair-shop/contracts';
import { ChevronDownIcon } from '../../../../components/Icons/icons';
import { useArchiveProduct } from '../../hooks/use-product-removal';
import type { ProductRowActions } from '../ProductTable/ProductTable';

interface Props extends Omit<ProductRowActions, 'onEdit'> {
  product: ProductResponse;
}

/** A product's actions beside its edit: movements, units, defective pieces out, and «Hiq nga shitja» (confirmed). */
export function ProductMenu({ product, onMovements, onUnits, onDefective }: Props) {
  const archive = useArchiveProduct();
  const held =
    product.quantity > 0 ? ` Ka ende ${product.quantity} copë në stok: nuk nxirren, por nuk shfaqen më.` : '';
  const confirmArchive = () =>
    modals.openConfirmModal({
      title: 'Hiq nga shitja',
      centered: true,
      children: (
        <Text size="sm">
          «{product.name}» nuk do të shfaqet më në stok, në shitje dhe në riparime; lëvizjet dhe shitjet e tij mbeten.
          {held}
        </Text>
      ),
      labels: { confirm: 'Hiq nga shitja', cancel: 'Anulo' },
      confirmProps: { color: 'red' },
      onConfirm: () => archive.mutate(product),
    });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          loading={archive.isPending}
          aria-label={`Veprime për ${product.name}`}
        >
          <ChevronDownIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {onMovements && <Menu.Item onClick={() => onMovements(product)}>Lëvizjet e stokut</Menu.Item>}
        {product.serialized && onUnits && <Menu.Item onClick={() => onUnits(product)}>Njësitë</Menu.Item>}
        {product.defectiveQuantity > 0 && onDefective && (
          <Menu.Item onClick={() => onDefective(product)}>Nxirr nga stoku copët me defekt</Menu.Item>
        )}
        <Menu.Item color="red" onClick={confirmArchive}>
          Hiq nga shitja
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
