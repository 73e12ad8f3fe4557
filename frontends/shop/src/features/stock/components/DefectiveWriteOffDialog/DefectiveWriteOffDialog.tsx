import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ProductResponse } from '@repair-shop/contracts';
import { quantityError } from '../../../../utils/amount';
import { useWriteOffDefective } from '../../hooks/use-product-removal';

interface Props {
  /** The product whose defective pieces go; null while closed. */
  product: ProductResponse | null;
  onClose: () => void;
}

function WriteOffForm({ product, onDone }: { product: ProductResponse; onDone: () => void }) {
  const writeOff = useWriteOffDefective();
  const [quantity, setQuantity] = useState<number | string>(product.defectiveQuantity);
  const problem =
    quantityError(quantity, 1) ??
    (Number(quantity) > product.defectiveQuantity ? `Ka vetëm ${product.defectiveQuantity} copë me defekt` : null);
  return (
    <Stack gap="sm">
      <Text size="sm">
        «{product.name}» ka {product.defectiveQuantity} copë me defekt (të kthyera nga klientët). Sa i ktheni te
        furnitori ose i hidhni?
      </Text>
      <NumberInput
        label="Sasia që nxirret"
        allowDecimal={false}
        allowNegative={false}
        min={1}
        max={product.defectiveQuantity}
        value={quantity}
        onChange={setQuantity}
        error={problem}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} disabled={writeOff.isPending}>
          Anulo
        </Button>
        <Button
          color="red"
          loading={writeOff.isPending}
          disabled={problem !== null}
          onClick={() => writeOff.mutate({ product, quantity: Number(quantity) }, { onSuccess: onDone })}
        >
          Nxirr nga stoku
        </Button>
      </Group>
    </Stack>
  );
}

/** «Nxirr nga stoku» of defective pieces: how many go back to the supplier or are thrown away. */
export function DefectiveWriteOffDialog({ product, onClose }: Props) {
  return (
    <Modal opened={product !== null} onClose={onClose} title="Copët me defekt" centered>
      {product && <WriteOffForm key={product.id} product={product} onDone={onClose} />}
    </Modal>
  );
}
