import { Button, Group, Text } from '@mantine/core';
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate } from 'react-router-dom';
import { DASHBOARD_PATH } from '../../routes';
import { waitUntilDrawn } from '../../station/wait-until-drawn';
import './PrintScreen.css';

interface Props {
  title: string;
  /** Settings shown next to the title (hidden when printing, like the whole toolbar). */
  controls?: ReactNode;
  /**
   * Run when the user prints, before the browser's print: false stops it. What it changes on the paper
   * ("KOPJE") is drawn before the print starts. Ctrl+P goes through it too; the browser's own menu, which
   * cannot wait for it, prints only a notice saying how to print.
   */
  beforePrint?: () => Promise<boolean>;
  children: ReactNode;
}

/** A print screen: a toolbar with Kthehu and Printo above the document; only the document is printed. */
export function PrintScreen({ title, controls, beforePrint, children }: Props) {
  const navigate = useNavigate();
  const location = useLocation();
  const screen = useRef<HTMLDivElement>(null);
  const [preparing, setPreparing] = useState(false);
  const [counted, setCounted] = useState(false);
  const busy = useRef(false);

  // Opened directly (new tab, reload of a bookmark): there is no page of ours to go back to.
  const back = (): void => {
    if (location.key === 'default') navigate(DASHBOARD_PATH);
    else navigate(-1);
  };

  const print = async (): Promise<void> => {
    if (!beforePrint) {
      window.print();
      return;
    }
    if (busy.current) return;
    busy.current = true;
    setPreparing(true);
    try {
      if (!(await beforePrint())) return;
      // A receipt's page follows its measured length: a line added ("KOPJE") must be measured first.
      if (screen.current) await waitUntilDrawn(screen.current).catch(() => undefined);
      // Until the print is over, the paper is the counted one; afterwards the browser's own menu prints the notice.
      flushSync(() => setCounted(true));
      window.addEventListener('afterprint', () => setCounted(false), { once: true });
      window.print();
    } finally {
      busy.current = false;
      setPreparing(false);
    }
  };

  // Ctrl+P would print past beforePrint: it prints as the button does.
  const printFromShortcut = useEffectEvent(() => void print());
  const interceptsShortcut = beforePrint !== undefined;
  useEffect(() => {
    if (!interceptsShortcut) return;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'p') return;
      event.preventDefault();
      printFromShortcut();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [interceptsShortcut]);

  return (
    <div className={beforePrint && !counted ? 'print-screen print-screen--uncounted' : 'print-screen'} ref={screen}>
      <div className="print-toolbar" role="toolbar" aria-label="Veprimet e printimit">
        <div className="print-toolbar-title">
          <Button variant="default" size="sm" onClick={back} leftSection={<span aria-hidden>←</span>}>
            Kthehu
          </Button>
          <Text fw={700}>{title}</Text>
          {controls}
        </div>
        <Group gap="xs">
          <Button size="sm" loading={preparing} onClick={() => void print()}>
            Printo
          </Button>
        </Group>
      </div>
      {beforePrint && (
        <p className="print-screen-uncounted-notice">
          Ky dokument fiskal printohet me butonin «Printo» ose me Ctrl+P, që shënojnë çdo kopje. Printimi nga menyja e
          shfletuesit nuk e numëron, prandaj nuk e printon.
        </p>
      )}
      {children}
    </div>
  );
}
