import { Alert, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { JobPartRequest, PartResponse } from '@repair-shop/contracts';
import { apiErrorDetail } from '@repair-shop/web';
import { isStockShort, useAddJobPart } from '../../hooks/use-job-parts';
import { amountOf, amountToText, priceError, quantityError } from '../../../../utils/amount';
import { PriceInput } from '../../../../components/PriceInput/PriceInput';
import { StockBadge } from '../StockBadge/StockBadge';

export const STOCK_SHORT_TITLE = 'Nuk ka mjaftueshëm në stok';
const STOCK_SHORT_FALLBACK = 'Në stok nuk ka aq copë sa kërkuat.';

interface Props {
  jobId: string;
  part: PartResponse;
  /** Back to the search, to choose another part. */
  onBack: () => void;
  onDone: () => void;
}

interface JobPartValues {
  quantity: number | string;
  salePrice: string;
}

/**
 * How many of the chosen part the job uses, at what sale price (the part's, to start with). When the
 * stock is short the server says how many there are; the user may use them anyway (the stock then goes
 * below zero until it is counted again).
 */
export function JobPartForm({ jobId, part, onBack, onDone }: Props) {
  const add = useAddJobPart(jobId);
  const [stockShort, setStockShort] = useState<string | null>(null);
  const form = useForm<JobPartValues>({
    mode: 'controlled',
    initialValues: { quantity: 1, salePrice: amountToText(part.salePrice) },
    validate: {
      quantity: (value) => quantityError(value, 1),
      salePrice: (value) => priceError(value),
    },
    onValuesChange: () => setStockShort(null),
  });

  const send = (values: JobPartValues, allowNegativeStock: boolean) => {
    if (add.isPending) return;
    const request: JobPartRequest = {
      partId: part.id,
      quantity: Number(values.quantity),
      salePrice: amountOf(values.salePrice) ?? 0,
    };
    if (allowNegativeStock) request.allowNegativeStock = true;
    add.mutate(
      { request, form },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (isStockShort(error)) setStockShort(apiErrorDetail(error) ?? STOCK_SHORT_FALLBACK);
        },
      },
    );
  };

  return (
    <form onSubmit={form.onSubmit((values) => send(values, false))} noValidate>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Text fw={600}>{part.name}</Text>
            {part.code && (
              <Text size="xs" c="dimmed">
                Kodi {part.code}
              </Text>
            )}
          </div>
          <StockBadge part={part} />
        </Group>
        <Group grow align="flex-start" gap="sm">
          <NumberInput
            label="Sasia"
            withAsterisk
            min={1}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('quantity')}
          />
          <PriceInput label="Çmimi i shitjes (për copë)" withAsterisk {...form.getInputProps('salePrice')} />
        </Group>
        {stockShort && (
          <Alert color="orange" variant="light" title={STOCK_SHORT_TITLE}>
            <Stack gap="xs">
              <Text size="sm">{stockShort}</Text>
              <Group gap="xs">
                <Button color="orange" size="xs" loading={add.isPending} onClick={() => send(form.getValues(), true)}>
                  Përdore gjithsesi
                </Button>
                <Button variant="default" size="xs" onClick={() => setStockShort(null)} disabled={add.isPending}>
                  Anulo
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <Group justify="space-between" mt="xs">
          <Button variant="subtle" onClick={onBack} disabled={add.isPending}>
            Zgjidh një pjesë tjetër
          </Button>
          <Button type="submit" loading={add.isPending && !stockShort} disabled={stockShort !== null}>
            Shto në punë
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
