import { Tooltip } from '@mantine/core';
import type { MouseEvent, ReactElement } from 'react';

/**
 * A write the shop cannot make now (`reason`: its trial or subscription is over) shown disabled, with the
 * reason on hover or focus. Mantine's `data-disabled` rather than `disabled`: a disabled button takes no
 * pointer events, so its tooltip would never open.
 */
export function ReadOnlyTip({ reason, children }: { reason: string | null; children: ReactElement }) {
  if (!reason) return children;
  return (
    <Tooltip label={reason} withArrow multiline w={280} events={{ hover: true, focus: true, touch: true }}>
      {children}
    </Tooltip>
  );
}

/** The props of a write's button: its click, or, when the shop can only read, disabled with nothing done. */
export function writeProps(reason: string | null, onClick?: () => void) {
  if (!reason) return { onClick };
  return {
    'data-disabled': true,
    'aria-disabled': true,
    onClick: (event: MouseEvent) => event.preventDefault(),
  };
}
