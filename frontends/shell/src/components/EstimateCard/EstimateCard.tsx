import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney, type EstimateAnswer, type TrackingResponse } from '@repair-shop/contracts';
import { formatDateTime, isApiRequestError, publicApi, queryKeys } from '@repair-shop/web';

interface Props {
  token: string;
  job: TrackingResponse & { estimate: NonNullable<TrackingResponse['estimate']> };
}

const ANSWERED_TEXT: Record<EstimateAnswer, string> = { accepted: 'E pranuat', rejected: 'E refuzuat' };
const CONFIRM_TEXT: Record<EstimateAnswer, string> = { accepted: 'Po, e pranoj', rejected: 'Po, e refuzoj' };

/**
 * The estimate the shop sent: its price and what it covers, with "Pranoj" and "Refuzoj". An answer is
 * final, so each asks once more before it is sent; afterwards the card says what was answered, when.
 */
export function EstimateCard({ token, job }: Props) {
  const { estimate } = job;
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<EstimateAnswer | null>(null);
  const answer = useMutation({
    mutationFn: (value: EstimateAnswer) => publicApi.answerEstimate(token, { estimateId: estimate.id, answer: value }),
    onSuccess: ({ estimate: answered }) => {
      queryClient.setQueryData<TrackingResponse>(queryKeys.tracking(token), (current) =>
        current ? { ...current, estimate: answered } : current,
      );
      setConfirming(null);
    },
    // Answered elsewhere, or replaced by a newer estimate: the page shows what is true now.
    onError: () => {
      setConfirming(null);
      void queryClient.invalidateQueries({ queryKey: queryKeys.tracking(token) });
    },
  });
  const failure = answer.error
    ? (isApiRequestError(answer.error) && answer.error.detail) ||
      'Përgjigjja nuk u dërgua. Kontrolloni lidhjen me internetin dhe provoni përsëri.'
    : null;

  return (
    <Paper withBorder radius="md" p="md" aria-label="Preventivi" component="section">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Title order={3} fz="lg">
            Preventivi
          </Title>
          <Text fz={28} fw={700} aria-label="Çmimi i preventivit">
            {formatMoney(estimate.price, job.currency)}
          </Text>
        </Group>
        {estimate.note && <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{estimate.note}</Text>}
        <Text size="xs" c="dimmed">
          Dërguar më {formatDateTime(estimate.sentAt)}
        </Text>
        {failure && <Alert color="red">{failure}</Alert>}
        {estimate.answer ? (
          <Alert
            color={estimate.answer === 'accepted' ? 'green' : 'gray'}
            title={`${ANSWERED_TEXT[estimate.answer]} më ${formatDateTime(estimate.answeredAt ?? estimate.sentAt)}`}
          >
            {estimate.answer === 'accepted'
              ? 'Servisi vazhdon me riparimin.'
              : 'Servisi do t’ju kontaktojë për pajisjen.'}
          </Alert>
        ) : confirming ? (
          <Stack gap="xs">
            <Text fw={500}>
              {confirming === 'accepted'
                ? `Pranoni riparimin për ${formatMoney(estimate.price, job.currency)}?`
                : 'Refuzoni këtë preventiv?'}{' '}
              Përgjigjja nuk ndryshohet më pas.
            </Text>
            <Group grow gap="sm">
              <Button
                size="md"
                color={confirming === 'accepted' ? 'green' : 'red'}
                loading={answer.isPending}
                onClick={() => answer.mutate(confirming)}
              >
                {CONFIRM_TEXT[confirming]}
              </Button>
              <Button size="md" variant="default" disabled={answer.isPending} onClick={() => setConfirming(null)}>
                Kthehu
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group grow gap="sm">
            <Button size="md" color="green" onClick={() => setConfirming('accepted')}>
              Pranoj
            </Button>
            <Button size="md" color="red" variant="outline" onClick={() => setConfirming('rejected')}>
              Refuzoj
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
