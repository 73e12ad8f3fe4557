import { Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { FiscalTillResponse } from '@repair-shop/contracts';
import { formatDate, loadFailed, retryProps } from '@repair-shop/web';
import { LoadFailed } from '../../../../components/LoadFailed/LoadFailed';
import { unsignedCouponsRefusal } from '../../../../utils/unsigned-coupons';
import { useFiscalTills, useRequestNewTillKey } from '../../hooks/use-fiscal-tills';

export const NO_TILLS_TEXT =
  'Asnjë arkë ende: çiftoni një printer te Printerët. Shfletuesi i tij krijon çelësin e arkës dhe e shfaq këtu.';

/** One till: its POS number and the public key to register with ATK; a new key only when the owner asks. */
function TillEntry({ till, onNewKey, busy }: { till: FiscalTillResponse; onNewKey: () => void; busy: boolean }) {
  return (
    <Stack gap={4} aria-label={`Arka POS ${till.posId}`}>
      <Group justify="space-between" gap="sm">
        <Text fw={600}>
          POS {till.posId} · {till.stationName}
        </Text>
        {till.publicKeyPem && (
          <Button size="xs" variant="light" color="red" loading={busy} onClick={onNewKey}>
            Kërko çelës të ri
          </Button>
        )}
      </Group>
      {till.publicKeyPem && till.keyRegisteredAt ? (
        <>
          <Text size="sm" c="dimmed">
            Çelësi publik, regjistruar më {formatDate(till.keyRegisteredAt)}. Gjurma SHA-256: {till.fingerprint}
          </Text>
          <Code block>{till.publicKeyPem}</Code>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          Pret çelësin e ri: hapeni faqen e printerit në shfletuesin e banakut.
        </Text>
      )}
    </Stack>
  );
}

/** Kosovo: each print station is a till (ATK's POS) whose public key the owner registers with ATK. */
export function FiscalTills() {
  const tills = useFiscalTills();
  const newKey = useRequestNewTillKey();

  const confirmNewKey = (till: FiscalTillResponse) =>
    modals.openConfirmModal({
      title: `Çelës i ri për POS ${till.posId}`,
      centered: true,
      children: (
        <Text size="sm">
          Çelësi i tanishëm i <b>{till.stationName}</b> nuk pranohet më: printeri krijon një çelës të ri, që duhet
          regjistruar në ATK para se kuponët e tij të pranohen. Bëjeni vetëm kur shfletuesi i printerit e humbi çelësin.
        </Text>
      ),
      labels: { confirm: 'Kërko çelës të ri', cancel: 'Anulo' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        newKey.mutate(
          { stationId: till.stationId },
          {
            onError: (error) => {
              const unsigned = unsignedCouponsRefusal(error);
              if (unsigned) askAboutUnsigned(till, unsigned);
            },
          },
        ),
    });

  /**
   * The till has coupons it has not signed: the station's new key may sign them (same POS), or they are
   * given up as failed; the server's words name how many.
   */
  const askAboutUnsigned = (till: FiscalTillResponse, unsigned: string) => {
    const id = `unsigned-coupons-${till.stationId}`;
    const choose = (choice: 'keep' | 'void') => {
      modals.close(id);
      newKey.mutate({ stationId: till.stationId, unsigned: choice });
    };
    modals.open({
      modalId: id,
      title: `Kupona të panënshkruar te POS ${till.posId}`,
      centered: true,
      children: (
        <Stack gap="md">
          <Text size="sm">{unsigned}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => modals.close(id)}>
              Anulo
            </Button>
            <Button variant="light" color="red" onClick={() => choose('void')}>
              Shënoji të dështuar
            </Button>
            <Button onClick={() => choose('keep')}>T'i nënshkruajë çelësi i ri</Button>
          </Group>
        </Stack>
      ),
    });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="fiscal-tills-title">
      <div>
        <Title order={4} fz="md" id="fiscal-tills-title">
          Arkat (POS)
        </Title>
        <Text size="sm" c="dimmed">
          Çdo printer i banakut është një arkë që nënshkruan kuponët me çelësin e vet. Regjistroni në ATK numrin e
          POS-it dhe çelësin e tij publik.
        </Text>
      </div>
      {loadFailed(tills) ? (
        <LoadFailed what="Arkat" {...retryProps(tills)} />
      ) : tills.data?.length === 0 ? (
        <Text size="sm">{NO_TILLS_TEXT}</Text>
      ) : (
        tills.data?.map((till) => (
          <TillEntry
            key={till.stationId}
            till={till}
            onNewKey={() => confirmNewKey(till)}
            busy={newKey.isPending && newKey.variables?.stationId === till.stationId}
          />
        ))
      )}
    </Stack>
  );
}
