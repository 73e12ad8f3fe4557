import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { DASHBOARD_PATH } from '../../routes';
import './PrintScreen.css';

interface Props {
  title: string;
  /** Settings shown next to the title (hidden when printing, like the whole toolbar). */
  controls?: ReactNode;
  children: ReactNode;
}

/** A print screen: a toolbar with Kthehu and Printo above the document; only the document is printed. */
export function PrintScreen({ title, controls, children }: Props) {
  const navigate = useNavigate();
  const location = useLocation();

  // Opened directly (new tab, reload of a bookmark): there is no page of ours to go back to.
  const back = (): void => {
    if (location.key === 'default') navigate(DASHBOARD_PATH);
    else navigate(-1);
  };

  return (
    <div className="print-screen">
      <div className="print-toolbar" role="toolbar" aria-label="Veprimet e printimit">
        <div className="print-toolbar-title">
          <Button variant="default" size="sm" onClick={back} leftSection={<span aria-hidden>←</span>}>
            Kthehu
          </Button>
          <Text fw={700}>{title}</Text>
          {controls}
        </div>
        <Group gap="xs">
          <Button size="sm" onClick={() => window.print()}>
            Printo
          </Button>
        </Group>
      </div>
      {children}
    </div>
  );
}
