import { ActionIcon, Group, Tooltip } from '@mantine/core';
import type { ProductResponse } from '@repair-shop/contracts';
import { PencilIcon } from '../../../../components/Icons/icons';
import { ProductMenu } from '../ProductMenu/ProductMenu';
import { RestoreProductButton } from '../RestoreProductButton/RestoreProductButton';
import type { ProductRowActions } from './ProductTable';

interface Props {
  product: ProductResponse;
  onEdit: (product: ProductResponse) => void;
  /** What the product's menu offers beside «Hiq nga shitja». */
  menu: Omit<ProductRowActions, 'onEdit'>;
}

/** A product's edit and menu while it is on sale; once taken off, only «Rikthe në shitje». */
export function ProductOwnActions({ product, onEdit, menu }: Props) {
  if (product.archivedAt) return <RestoreProductButton product={product} />;
  return (
    <Group gap={2} wrap="nowrap" style={{ flexShrink: 0 }}>
      <Tooltip label="Ndrysho produktin" withArrow>
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={() => onEdit(product)}
          aria-label={`Ndrysho ${product.name}`}
        >
          <PencilIcon />
        </ActionIcon>
      </Tooltip>
      <ProductMenu product={product} {...menu} />
    </Group>
  );
}
