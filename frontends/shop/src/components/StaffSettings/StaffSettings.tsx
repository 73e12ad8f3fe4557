import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessResponse } from '@repair-shop/contracts';
import { TEXTS, notifySuccess, queryKeys, shopApi } from '@repair-shop/web';
import { useApiFailure } from '../../hooks/use-api-failure';

/** "Stafi": what the shop's technicians see of the jobs. */
export function StaffSettings({ business }: { business: BusinessResponse }) {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  const save = useMutation({
    mutationFn: (techniciansSeeOwnJobsOnly: boolean) =>
      shopApi.updateBusiness({
        businessName: business.businessName,
        contactNumber: business.contactNumber,
        country: business.country,
        city: business.city,
        techniciansSeeOwnJobsOnly,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.business, saved);
      notifySuccess(saved.techniciansSeeOwnJobsOnly ? TEXTS.ownJobsOnly : TEXTS.allJobsForTechnicians);
    },
    onError: (error) => fail(error, TEXTS.saveSettingFailed),
  });
  const checked = save.isPending ? save.variables : business.techniciansSeeOwnJobsOnly;

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={3} fz="lg">
          Stafi
        </Title>
        <Switch
          checked={checked}
          disabled={save.isPending}
          onChange={(event) => save.mutate(event.currentTarget.checked)}
          label="Teknikët shohin vetëm punët e caktuara atyre"
          description="Pa këtë, çdo teknik sheh dhe ndryshon të gjitha punët e dyqanit. Pronari dhe menaxherët i shohin gjithmonë të gjitha."
        />
        <Text size="xs" c="dimmed">
          Llogaritë e punëtorëve jepen te skeda «Punëtorët».
        </Text>
      </Stack>
    </Paper>
  );
}
