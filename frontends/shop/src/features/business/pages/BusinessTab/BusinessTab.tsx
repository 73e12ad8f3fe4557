import { Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { loadFailed, retryProps } from '@repair-shop/web';
import { AuditLogCard } from '../../components/AuditLogCard/AuditLogCard';
import { BusinessDetails } from '../../components/BusinessDetails/BusinessDetails';
import { AttentionSettings } from '../../components/AttentionSettings/AttentionSettings';
import { BusinessForm } from '../../components/BusinessForm/BusinessForm';
import { BusinessMissingAlert } from '../../components/BusinessMissingAlert/BusinessMissingAlert';
import { PencilIcon } from '../../../../components/Icons/icons';
import { FiscalSettings } from '../../components/FiscalSettings/FiscalSettings';
import { IntakeTermsSettings } from '../../components/IntakeTermsSettings/IntakeTermsSettings';
import { LoadFailed } from '../../../../components/LoadFailed/LoadFailed';
import { MoneySettings } from '../../components/MoneySettings/MoneySettings';
import { PrintStations } from '../../../printing/components/PrintStations/PrintStations';
import { SmsSettings } from '../../components/SmsSettings/SmsSettings';
import { StaffSettings } from '../../components/StaffSettings/StaffSettings';
import { useBusiness } from '../../../../hooks/use-business';
import { useMay } from '../../../../hooks/use-role';

/** Biznesi: the registered business and its editing, its currency and fiscal details, its fiscal profile, the terms clients sign under, what technicians see, the print stations, the SMS notifications of its clients, then (the owner's) the audit log. */
export function BusinessTab() {
  const business = useBusiness();
  const managesPrinters = useMay('managePrintStations');
  const managesBusiness = useMay('manageBusiness');
  const readsAuditLog = useMay('readAuditLog');
  const [editing, setEditing] = useState(false);
  const current = business.data;

  return (
    <Stack gap="md" pt="xs">
      <Group justify="space-between" gap="sm">
        <Title order={2}>Biznesi</Title>
        {current && !editing && (
          <Button variant="light" leftSection={<PencilIcon />} onClick={() => setEditing(true)}>
            Ndrysho të dhënat
          </Button>
        )}
      </Group>
      {loadFailed(business) ? (
        <LoadFailed what="Të dhënat e biznesit" {...retryProps(business)} />
      ) : current === undefined ? (
        <Center py="xl">
          <Loader aria-label="Duke ngarkuar biznesin" />
        </Center>
      ) : !current ? (
        <BusinessMissingAlert />
      ) : editing ? (
        <BusinessForm business={current} onCancel={() => setEditing(false)} onSaved={() => setEditing(false)} />
      ) : (
        <>
          <Text size="sm" c="dimmed">
            Këto të dhëna shfaqen në etiketat dhe faturat që printoni.
          </Text>
          <BusinessDetails business={current} />
        </>
      )}
      {current && <MoneySettings business={current} />}
      {current && managesBusiness && <FiscalSettings />}
      {current && <IntakeTermsSettings business={current} />}
      {current && <StaffSettings business={current} />}
      {current && <AttentionSettings business={current} />}
      {current && managesPrinters && <PrintStations />}
      {current && <SmsSettings businessName={current.businessName} />}
      {current && readsAuditLog && <AuditLogCard />}
    </Stack>
  );
}
