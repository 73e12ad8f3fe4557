import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import type { BusinessResponse } from '@repair-shop/contracts';
import { TEXTS } from '@repair-shop/web';
import { useSaveBusinessSettings } from '../../hooks/use-save-business-settings';

/** "Stafi": what the shop's technicians see of the jobs. */
export function StaffSettings({ business }: { business: BusinessResponse }) {
  const save = useSaveBusinessSettings(business, {
    saved: (saved) => (saved.techniciansSeeOwnJobsOnly ? TEXTS.ownJobsOnly : TEXTS.allJobsForTechnicians),
    failed: TEXTS.saveSettingFailed,
  });
  // The switch shows the choice being saved until the answer comes.
  const checked = save.isPending
    ? save.variables.request.techniciansSeeOwnJobsOnly
    : business.techniciansSeeOwnJobsOnly;

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={3} fz="lg">
          Stafi
        </Title>
        <Switch
          checked={checked}
          disabled={save.isPending}
          onChange={(event) => save.mutate({ request: { techniciansSeeOwnJobsOnly: event.currentTarget.checked } })}
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
