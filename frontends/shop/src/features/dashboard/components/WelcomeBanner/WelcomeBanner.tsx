import { Alert, Badge, Button, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BUSINESS_REGISTER_PATH } from '../../../../routes';

interface Props {
  firstName: string;
  /** Known before the banner shows (the layout waits for it). */
  businessRegistered: boolean;
  hasWorkers: boolean;
  /** The shop has had a job, whatever became of it since. */
  hasJobs: boolean;
  /** Adds the owner as the shop's first worker (one person's shop); absent until the business is registered. */
  onAddSelf?: () => void;
  addingSelf: boolean;
  /** Absent for a role that may not add workers. */
  onAddWorker?: () => void;
  onAddJob: () => void;
  onDismiss: () => void;
}

function Step({ done, title, children }: { done: boolean; title: string; children?: ReactNode }) {
  return (
    <List.Item
      icon={
        <ThemeIcon size={20} radius="xl" color={done ? 'teal' : 'gray'} variant={done ? 'filled' : 'light'} aria-hidden>
          {done ? '✓' : '·'}
        </ThemeIcon>
      }
    >
      <Stack gap={4} align="flex-start">
        <Group gap={6}>
          <Text size="sm" fw={500} td={done ? 'line-through' : undefined} c={done ? 'dimmed' : undefined}>
            {title}
          </Text>
          {done && (
            <Badge size="xs" color="teal" variant="light">
              U bë
            </Badge>
          )}
        </Group>
        {!done && children}
      </Stack>
    </List.Item>
  );
}

/**
 * Shown to a shop owner until dismissed once: the first steps in the order they can be taken (the
 * business first, then who works, then the first job), each ticked off when done, with its button.
 */
export function WelcomeBanner({
  firstName,
  businessRegistered,
  hasWorkers,
  hasJobs,
  onAddSelf,
  addingSelf,
  onAddWorker,
  onAddJob,
  onDismiss,
}: Props) {
  return (
    <Alert
      color="indigo"
      variant="light"
      title={`Mirë se vini në Servisi, ${firstName}!`}
      withCloseButton
      closeButtonLabel="Mbyll mesazhin e mirëseardhjes"
      onClose={onDismiss}
    >
      <Stack gap="xs">
        <Text size="sm">Filloni në tre hapa të thjeshtë:</Text>
        <List size="sm" spacing="xs" aria-label="Hapat e parë">
          <Step done={businessRegistered} title="Regjistroni biznesin: emri dhe numri shfaqen në etiketa dhe fatura.">
            {!businessRegistered && (
              <Button component={Link} to={BUSINESS_REGISTER_PATH} size="compact-sm">
                Regjistro biznesin
              </Button>
            )}
          </Step>
          <Step done={hasWorkers} title="Shtoni kush i bën riparimet: punëtorët, ose veten nëse punoni vetëm.">
            {businessRegistered && (
              <Group gap="xs">
                {onAddSelf && (
                  <Button size="compact-sm" onClick={onAddSelf} loading={addingSelf}>
                    Shto veten si punëtor
                  </Button>
                )}
                {onAddWorker && (
                  <Button size="compact-sm" variant="light" onClick={onAddWorker}>
                    Shto një punëtor
                  </Button>
                )}
              </Group>
            )}
          </Step>
          <Step
            done={hasJobs}
            title="Regjistroni çdo pajisje që pranoni me «Shto punë», printoni etiketën dhe ndiqni statusin deri në dorëzim."
          >
            {hasWorkers && (
              <Button size="compact-sm" onClick={onAddJob}>
                Regjistro pajisjen e parë
              </Button>
            )}
          </Step>
        </List>
        <div>
          <Button size="xs" variant="light" onClick={onDismiss}>
            E kuptova
          </Button>
        </div>
      </Stack>
    </Alert>
  );
}
