import { Center, Divider, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { loadFailed, retryProps } from '@repair-shop/web';
import { LoadFailed } from '../../../../components/LoadFailed/LoadFailed';
import { useFiscalProfile } from '../../hooks/use-fiscal-profile';
import { FiscalCertificateUpload } from './FiscalCertificateUpload';
import { FiscalProfileForm } from './FiscalProfileForm';
import { TcrRegistrationStatus } from './TcrRegistrationStatus';
import { FiscalTills } from './FiscalTills';

/**
 * "Fiskalizimi" of the Business tab: the shop's country and identifiers with the tax office, Albania's
 * certificate, and Kosovo's tills with the keys to register with ATK.
 */
export function FiscalSettings() {
  const profile = useFiscalProfile();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="fiscal-settings-title">
      <Stack gap="md">
        <div>
          <Title order={3} fz="lg" id="fiscal-settings-title">
            Fiskalizimi
          </Title>
          <Text size="sm" c="dimmed">
            Të dhënat me të cilat pagesat fiskalizohen sipas ligjit të shtetit ku punon biznesi.
          </Text>
        </div>
        {loadFailed(profile) ? (
          <LoadFailed what="Të dhënat e fiskalizimit" {...retryProps(profile)} />
        ) : !profile.data ? (
          <Center py="lg">
            <Loader aria-label="Duke ngarkuar të dhënat e fiskalizimit" />
          </Center>
        ) : (
          <>
            {/* Keyed by the saved profile, so that a save elsewhere starts the form over. */}
            <FiscalProfileForm
              key={`${profile.data.country ?? 'none'}:${profile.data.country === 'albania' ? profile.data.tcrCode : ''}`}
              profile={profile.data}
            />
            {profile.data.country === 'albania' && (
              <>
                <TcrRegistrationStatus profile={profile.data} />
                <Divider />
                <FiscalCertificateUpload certificate={profile.data.certificate} />
              </>
            )}
            {profile.data.country === 'kosovo' && (
              <>
                <Divider />
                <FiscalTills />
              </>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
