import { createTheme } from '@mantine/core';

/** The product's Mantine theme, used by the shell and by each remote when it runs on its own. */
export const theme = createTheme({
  primaryColor: 'indigo',
  // A user whose device asks for less motion gets dialogs and menus without their opening animations.
  respectReducedMotion: true,
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
});
