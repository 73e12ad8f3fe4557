import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { runtimeConfig } from '@repair-shop/web';
import { AuthCard } from '@repair-shop/web';

/** Until password reset by email exists, the administrator resets passwords on request. */
export default function ForgotPasswordPage() {
  const contact = runtimeConfig().contact;
  return (
    <AuthCard title="Keni harruar fjalëkalimin?">
      <Stack gap="sm">
        <Text>
          Për të rivendosur fjalëkalimin, kontaktoni administratorin me email-in e llogarisë suaj. Ai do t&apos;ju ndihmojë të
          hyni përsëri.
        </Text>
        <Text>
          Telefon: <Anchor href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</Anchor>
          <br />
          Email: <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>
        </Text>
        <Anchor component={Link} to="/login">
          Kthehu te hyrja
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
