import { ActionIcon, Group, NumberInput, Paper, Stack, Text, TextInput } from '@mantine/core';
import { SALE_LINE_KIND_LABELS } from '@repair-shop/contracts';
import { TrashIcon } from '../../../../components/Icons/icons';
import { useFormatMoney } from '../../../../hooks/use-currency';
import { fixedQuantity, lineProblem, lineTotalCents, type CartLine } from '../../utils/cart';

interface Props {
  lines: CartLine[];
  /** Each line's total less its share of the sale's discount, in cents (the lines' order). */
  netTotals: number[];
  /** Owners and managers change prices; a quick line's price is always the seller's. */
  mayChangePrices: boolean;
  onChange: (key: string, patch: Partial<Pick<CartLine, 'quantity' | 'price' | 'discount'>>) => void;
  onRemove: (key: string) => void;
}

/** The cart: a card per line (fit for a phone's width), its quantity, price, discount and total. */
export function CartLines({ lines, netTotals, mayChangePrices, onChange, onRemove }: Props) {
  const formatMoney = useFormatMoney();
  const money = (cents: number) => formatMoney(cents / 100);
  if (lines.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Text c="dimmed" ta="center" size="sm">
          Shporta është bosh. Skanoni një produkt ose kërkojeni me emër.
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Shporta">
      {lines.map((line, index) => {
        const total = lineTotalCents(line);
        const problem = lineProblem(line);
        const priceEditable = line.kind === 'quick' || (mayChangePrices && line.kind !== 'job');
        const discountEditable = mayChangePrices && line.kind !== 'job';
        const net = netTotals[index];
        return (
          <Paper key={line.key} component="li" withBorder radius="md" p="sm" aria-label={line.name}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {line.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {SALE_LINE_KIND_LABELS[line.kind]}
                    {line.code && ` · ${line.kind === 'unit' ? 'IMEI/Nr. serik' : 'Kodi'}: ${line.code}`}
                  </Text>
                </div>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  onClick={() => onRemove(line.key)}
                  aria-label={`Hiqe ${line.name}`}
                >
                  <TrashIcon />
                </ActionIcon>
              </Group>
              <Group gap="sm" align="flex-end" wrap="wrap">
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="default"
                    size="xl"
                    disabled={fixedQuantity(line) || line.quantity <= 1}
                    onClick={() => onChange(line.key, { quantity: line.quantity - 1 })}
                    aria-label={`Një më pak ${line.name}`}
                  >
                    −
                  </ActionIcon>
                  {fixedQuantity(line) ? (
                    <Text w={48} ta="center" fw={600} aria-label={`Sasia e ${line.name}`}>
                      {line.quantity}
                    </Text>
                  ) : (
                    <NumberInput
                      w={64}
                      size="md"
                      hideControls
                      min={1}
                      allowDecimal={false}
                      allowNegative={false}
                      value={line.quantity}
                      // A field cleared while typing keeps the quantity until a whole number is there.
                      onChange={(value) => {
                        const quantity = Number(value);
                        if (value !== '' && Number.isInteger(quantity) && quantity >= 1)
                          onChange(line.key, { quantity });
                      }}
                      styles={{ input: { textAlign: 'center' } }}
                      aria-label={`Sasia e ${line.name}`}
                    />
                  )}
                  <ActionIcon
                    variant="default"
                    size="xl"
                    disabled={fixedQuantity(line)}
                    onClick={() => onChange(line.key, { quantity: line.quantity + 1 })}
                    aria-label={`Një më shumë ${line.name}`}
                  >
                    +
                  </ActionIcon>
                </Group>
                <TextInput
                  label="Çmimi"
                  w={110}
                  inputMode="decimal"
                  value={line.price}
                  readOnly={!priceEditable}
                  variant={priceEditable ? 'default' : 'filled'}
                  onChange={(event) => onChange(line.key, { price: event.currentTarget.value })}
                  aria-label={`Çmimi i ${line.name}`}
                />
                {discountEditable && (
                  <TextInput
                    label="Zbritja"
                    w={100}
                    inputMode="decimal"
                    placeholder="0"
                    value={line.discount}
                    onChange={(event) => onChange(line.key, { discount: event.currentTarget.value })}
                    aria-label={`Zbritja e ${line.name}`}
                  />
                )}
                <Stack gap={0} ml="auto" align="flex-end">
                  <Text fw={700} aria-label={`Totali i ${line.name}`}>
                    {total === null ? '—' : money(total)}
                  </Text>
                  {total !== null && net !== undefined && net !== total && (
                    <Text size="xs" c="dimmed">
                      pas zbritjes: {money(net)}
                    </Text>
                  )}
                </Stack>
              </Group>
              {problem && (
                <Text size="sm" c="red">
                  {problem}
                </Text>
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
