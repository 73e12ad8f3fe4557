import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import type { BusinessResponse } from '@repair-shop/contracts';
import { TEXTS } from '@repair-shop/web';
import { useSaveBusinessSettings } from '../../hooks/use-save-business-settings';

export const TECHNICIANS_SELL_TEXT = 'Teknikët tani mund të shesin te «Shitje».';
export const TECHNICIANS_DO_NOT_SELL_TEXT = 'Teknikët nuk shesin më: «Shitje» është vetëm për pronarin dhe menaxherët.';

/** "Stafi": what the shop's technicians see of the jobs, and whether they sell at the counter. */
export function StaffSettings({ business }: { business: BusinessResponse }) {
  const save = useSaveBusinessSettings(business, {
    saved: (saved) => (saved.techniciansSeeOwnJobsOnly ? TEXTS.ownJobsOnly : TEXTS.allJobsForTechnicians),
    failed: TEXTS.saveSettingFailed,
  });
  const saveSelling = useSaveBusinessSettings(business, {
    saved: (saved) => (saved.techniciansCanSell ? TECHNICIANS_SELL_TEXT : TECHNICIANS_DO_NOT_SELL_TEXT),
    failed: TEXTS.saveSettingFailed,
  });
  const sells = saveSelling.isPending ? saveSelling.variables.request.techniciansCanSell : business.techniciansCanSell;
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
        <Switch
          checked={sells === true}
          disabled={saveSelling.isPending}
          onChange={(event) => saveSelling.mutate({ request: { techniciansCanSell: event.currentTarget.checked } })}
          label="Teknikët mund të shesin"
          description="Teknikët shesin te «Shitje» me çmimet e stokut, pa ndryshuar çmime e pa dhënë zbritje. Kthimet i bëjnë vetëm pronari dhe menaxherët."
        />
        <Text size="xs" c="dimmed">
          Llogaritë e punëtorëve jepen te skeda «Punëtorët».
        </Text>
      </Stack>
    </Paper>
  );
}
