import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface Props {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The frame of the public forms: logo, title and a card, centred, full width on a phone. */
export function AuthCard({ title, subtitle, children }: Props) {
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Stack w="100%" maw={440} gap="md">
        <Anchor component={Link} to="/" fw={800} fz="xl" ta="center" underline="never">
          Servisi
        </Anchor>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          <Stack gap="md">
            <div>
              <Title order={2}>{title}</Title>
              {subtitle && (
                <Text c="dimmed" size="sm">
                  {subtitle}
                </Text>
              )}
            </div>
            {children}
          </Stack>
        </Paper>
      </Stack>
    </Center>
  );
}
