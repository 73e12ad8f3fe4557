import { Button, FileInput, Group, PasswordInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FISCAL_CERTIFICATE_PASSWORD_MAX_LENGTH, type FiscalCertificateFacts } from '@repair-shop/contracts';
import { formatDate } from '@repair-shop/web';
import { useUploadFiscalCertificate } from '../../hooks/use-fiscal-profile';

interface CertificateValues {
  file: File | null;
  password: string;
}

export const CHOOSE_CERTIFICATE = 'Zgjidhni skedarin e certifikatës (.p12).';
export const TYPE_PASSWORD = 'Shkruani fjalëkalimin e certifikatës.';

/** The certificate's facts as stored: never the certificate or its password. */
function CertificateFacts({ facts }: { facts: FiscalCertificateFacts }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={4} aria-label="Certifikata e ruajtur">
      <Text size="sm">
        <Text span c="dimmed">
          Mbajtësi:{' '}
        </Text>
        {facts.subject}
      </Text>
      <Text size="sm">
        <Text span c="dimmed">
          NIPT-i i certifikatës:{' '}
        </Text>
        {facts.nipt ?? '—'}
      </Text>
      <Text size="sm">
        <Text span c="dimmed">
          Vlen deri më:{' '}
        </Text>
        {formatDate(facts.validTo)}
      </Text>
      <Text size="sm">
        <Text span c="dimmed">
          Ngarkuar më:{' '}
        </Text>
        {formatDate(facts.uploadedAt)}
      </Text>
    </SimpleGrid>
  );
}

/** The Albanian e-certificate (.p12) and its password, uploaded once and kept encrypted on the server. */
export function FiscalCertificateUpload({ certificate }: { certificate: FiscalCertificateFacts | null }) {
  const upload = useUploadFiscalCertificate();
  const form = useForm<CertificateValues>({
    mode: 'controlled',
    initialValues: { file: null, password: '' },
    validate: {
      file: (file) => (file ? null : CHOOSE_CERTIFICATE),
      password: (password) => (password ? null : TYPE_PASSWORD),
    },
  });

  const submit = form.onSubmit((values) => {
    if (upload.isPending || !values.file) return;
    // The form forgets the password once sent, whatever the answer; the file too once kept.
    upload.mutate(
      { request: { file: values.file, password: values.password }, form },
      { onSuccess: () => form.reset(), onError: () => form.setFieldValue('password', '') },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Certifikata e fiskalizimit">
      <Stack gap="sm">
        <Text fw={500} size="sm">
          Certifikata e fiskalizimit
        </Text>
        {certificate ? (
          <CertificateFacts facts={certificate} />
        ) : (
          <Text size="sm" c="dimmed">
            Asnjë certifikatë e ngarkuar. Pa të, faturat nuk mund të fiskalizohen.
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <FileInput
            label={certificate ? 'Certifikata e re (.p12)' : 'Skedari i certifikatës (.p12)'}
            placeholder="Zgjidhni skedarin"
            accept=".p12,.pfx,application/x-pkcs12"
            clearable
            {...form.getInputProps('file')}
          />
          <PasswordInput
            label="Fjalëkalimi i certifikatës"
            maxLength={FISCAL_CERTIFICATE_PASSWORD_MAX_LENGTH}
            autoComplete="off"
            {...form.getInputProps('password')}
          />
        </SimpleGrid>
        <Group justify="space-between" gap="sm">
          <Text size="xs" c="dimmed">
            Certifikata dhe fjalëkalimi ruhen të koduara dhe nuk shfaqen më.
          </Text>
          <Button type="submit" variant="light" loading={upload.isPending}>
            Ngarko certifikatën
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
