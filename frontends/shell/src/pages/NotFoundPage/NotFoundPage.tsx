import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { AuthCard } from '@repair-shop/web';

export default function NotFoundPage() {
  return (
    <AuthCard title="Faqja nuk u gjet">
      <Stack gap="sm">
        <Text>Adresa që hapët nuk ekziston.</Text>
        <Button component={Link} to="/">
          Kthehu në ballinë
        </Button>
      </Stack>
    </AuthCard>
  );
}
