import { Button } from '@mantine/core';
import type { ProductResponse } from '@repair-shop/contracts';
import { useRestoreProduct } from '../../hooks/use-product-removal';

/** «Rikthe në shitje» on a product taken off sale: back in the lists with the quantity and books it kept. */
export function RestoreProductButton({ product }: { product: ProductResponse }) {
  const restore = useRestoreProduct();
  return (
    <Button
      size="compact-sm"
      variant="light"
      loading={restore.isPending}
      onClick={() => restore.mutate(product)}
      aria-label={`Rikthe në shitje ${product.name}`}
    >
      Rikthe në shitje
    </Button>
  );
}
