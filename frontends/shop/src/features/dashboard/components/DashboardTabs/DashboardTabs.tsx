import { Tabs, useMatches } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { useBusiness } from '../../../../hooks/use-business';
import { useRole } from '../../../../hooks/use-role';
import { TAB_LABELS, TAB_PATHS, tabFromPath, type DashboardTab } from '../../../../routes';
import { tabsFor } from '../../../../utils/permissions';

/** Ballina, Shitje (who may sell), Punëtorët, Klientët, Stoku, Mbyllja e ditës, Statistikat, Biznesi (a technician the first two); the URL says which one is open. */
export function DashboardTabs() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = tabFromPath(pathname);
  const tabs = tabsFor(useRole(), useBusiness().data?.techniciansCanSell === true);
  // On a phone the tabs share the width; on a wide screen they keep their natural size.
  const grow = useMatches({ base: true, sm: false });

  const open = (value: string | null) => {
    if (value && value !== active) navigate(TAB_PATHS[value as DashboardTab]);
  };

  return (
    <Tabs value={active} onChange={open} keepMounted={false}>
      <Tabs.List grow={grow} aria-label="Pjesët e panelit">
        {tabs.map((tab) => (
          <Tabs.Tab key={tab} value={tab} px={{ base: 6, xs: 'md' }} fz={{ base: 'sm', xs: 'md' }} fw={500}>
            {TAB_LABELS[tab]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
