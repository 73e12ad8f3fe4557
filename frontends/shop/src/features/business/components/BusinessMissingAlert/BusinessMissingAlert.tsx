import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { BUSINESS_REGISTER_PATH } from '../../../../routes';

/** The owner has not registered a business yet (GET /business answered 404). */
export function BusinessMissingAlert() {
  return (
    <Alert color="orange" variant="light" title="Regjistroni biznesin tuaj">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          Para se të shtoni punëtorë dhe punë, regjistroni të dhënat e servisit tuaj. Ato shfaqen edhe në etiketa dhe në
          fatura.
        </Text>
        <Button component={Link} to={BUSINESS_REGISTER_PATH} size="xs" color="orange">
          Regjistro biznesin
        </Button>
      </Stack>
    </Alert>
  );
}
