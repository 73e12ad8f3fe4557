import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { pageTitle, useDocumentTitle } from '../page-title';

interface Props {
  title: string;
  subtitle?: string;
  /** The browser tab's title as it is, instead of the card's title followed by the product's name. */
  browserTitle?: string;
  children: ReactNode;
}

/** The frame of the public forms: logo, title and a card, centred, full width on a phone. Its title is the page's. */
export function AuthCard({ title, subtitle, browserTitle, children }: Props) {
  useDocumentTitle(browserTitle ?? pageTitle(title));
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
