import { Alert, List, Paper, Stack, Text, Title } from '@mantine/core';

export const UNPAIRED_TEXT = 'Ky printer u hoq ose u çiftua në një shfletues tjetër.';

/** A browser without a station's credential: how to pair it, and why it lost the one it had. */
export function StationNotPaired({ unpaired }: { unpaired: boolean }) {
  return (
    <Paper withBorder radius="md" p="xl" maw={640} mx="auto">
      <Stack gap="md">
        <Title order={1} fz="h2">
          Printeri i banakut
        </Title>
        {unpaired && (
          <Alert color="red" title={UNPAIRED_TEXT}>
            Ky shfletues nuk printon më për dyqanin. Për ta përdorur përsëri, çiftojeni me një lidhje të re.
          </Alert>
        )}
        <Text>Ky shfletues nuk është i çiftuar me asnjë dyqan. Për ta bërë printer të banakut:</Text>
        <List type="ordered" spacing="xs">
          <List.Item>
            Në dyqan, hapni skedën «Biznesi» dhe te karta «Printerët» shtoni një printer, ose kërkoni «Lidhje e re
            çiftimi» për një printer që keni.
          </List.Item>
          <List.Item>
            Hapeni lidhjen e çiftimit në këtë shfletues, në kompjuterin e banakut. Lidhja vlen 24 orë dhe përdoret një
            herë.
          </List.Item>
          <List.Item>Kjo faqe pastaj printon vetë çdo dokument që i dërgohet nga dyqani.</List.Item>
        </List>
      </Stack>
    </Paper>
  );
}
