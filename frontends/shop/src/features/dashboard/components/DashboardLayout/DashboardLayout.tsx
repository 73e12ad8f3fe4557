import { Box, Container, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { getStoredUser, pageTitle, signOut } from '@repair-shop/web';
import { DashboardContext, type Dashboard } from '../../../../context/DashboardContext';
import { useAddSelfAsWorker } from '../../../staff/hooks/use-add-self-as-worker';
import { useBusiness } from '../../../../hooks/use-business';
import { useClientFilters } from '../../../clients/hooks/use-client-filters';
import { useHasJobs } from '../../hooks/use-has-jobs';
import { useJobFilters } from '../../../jobs/hooks/use-job-filters';
import { useProfile } from '../../../../hooks/use-profile';
import { useMay } from '../../../../hooks/use-role';
import { useWorkers } from '../../../../hooks/use-workers';
import { HOME_PATH, LOGIN_PATH, TAB_LABELS, tabFromPath } from '../../../../routes';
import { assignableWorkers, ownJobWorkerId } from '../../../../utils/permissions';
import { AccountDialog } from '../AccountDialog/AccountDialog';
import { AddJobDialog } from '../../../jobs/components/AddJobDialog/AddJobDialog';
import { WorkerDialog } from '../../../staff/components/WorkerDialog/WorkerDialog';
import { BusinessMissingAlert } from '../../../business/components/BusinessMissingAlert/BusinessMissingAlert';
import { DashboardHeader } from '../DashboardHeader/DashboardHeader';
import { DashboardTabs } from '../DashboardTabs/DashboardTabs';
import { FiscalOverdueAlert } from '../FiscalOverdueAlert/FiscalOverdueAlert';
import { TrialBanner } from '../TrialBanner/TrialBanner';
import { WelcomeBanner } from '../WelcomeBanner/WelcomeBanner';

/**
 * Header, tabs, banners and dialogs around every dashboard view; needs a stored user. The tabs come before the
 * banners, which appear as their data arrives: the tabs never move under a finger about to tap one.
 */
export function DashboardLayout() {
  const [signedIn] = useState(() => getStoredUser() !== null);
  if (!signedIn) return <Navigate to={LOGIN_PATH} replace />;
  return <SignedInLayout />;
}

function SignedInLayout() {
  const { user, dismissWelcome } = useProfile();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const workers = useWorkers();
  const business = useBusiness();
  const jobFilters = useJobFilters(user?.id ?? '');
  const clientFilters = useClientFilters();
  const [accountOpened, account] = useDisclosure(false);
  const [addWorkerOpened, addWorker] = useDisclosure(false);
  const [addJobOpened, addJob] = useDisclosure(false);
  const tab = tabFromPath(pathname);
  const self = useAddSelfAsWorker(user, business.data);
  const welcome = user !== null && !user.hasSeenWelcome && !user.isAdmin;
  // Asked only while the welcome shows, for a registered business.
  const jobsHad = useHasJobs(welcome && Boolean(business.data)).data;
  const hasJobs = jobsHad === true;
  // The welcome shows once what its steps say is known: drawn step by step as each answer came, it grew and shrank,
  // and what was under it moved under the person's finger.
  const welcomeReady =
    business.data !== undefined && workers.data !== undefined && (business.data === null || jobsHad !== undefined);
  const addsWorkers = useMay('manageStaff');
  const registersBusiness = useMay('registerBusiness');
  // Each tab is its page's title; a job's detail (no tab) gives its own.
  useEffect(() => {
    if (tab) document.title = pageTitle(TAB_LABELS[tab]);
  }, [tab]);

  if (!user) return <Navigate to={LOGIN_PATH} replace />;
  const dashboard: Dashboard = {
    user,
    openAddWorker: addWorker.open,
    openAddJob: addJob.open,
    jobFilters,
    clientFilters,
  };

  const logout = () => {
    signOut();
    navigate(HOME_PATH);
  };

  const hasWorkers = assignableWorkers(workers.data ?? []).length > 0;
  // The business tab explains the missing business itself, and so does the welcome banner's first step.
  const businessMissing = tab !== 'biznesi' && business.data === null && !welcome && registersBusiness;

  return (
    <DashboardContext.Provider value={dashboard}>
      <Box mih="100vh" bg="var(--mantine-color-gray-0)" pb="xl">
        <DashboardHeader user={user} onAccount={account.open} onLogout={logout} />
        <Container size="xl" px={{ base: 'sm', sm: 'md' }} pt="md">
          <Stack gap="md">
            {tab !== null && <DashboardTabs />}
            {welcome && welcomeReady && (
              <WelcomeBanner
                firstName={user.firstName}
                businessRegistered={business.data !== null}
                hasWorkers={hasWorkers}
                hasJobs={hasJobs}
                addingSelf={self.adding}
                // The owner is nobody's worker yet: one tap makes them the shop's first.
                onAddSelf={addsWorkers && !user.workerId ? self.addSelf : undefined}
                onAddWorker={addsWorkers ? addWorker.open : undefined}
                onAddJob={addJob.open}
                onDismiss={dismissWelcome}
              />
            )}
            <TrialBanner user={user} />
            <FiscalOverdueAlert />
            {businessMissing && <BusinessMissingAlert />}
            <main>
              <Outlet />
            </main>
          </Stack>
        </Container>
      </Box>
      <AccountDialog user={user} opened={accountOpened} onClose={account.close} />
      <WorkerDialog opened={addWorkerOpened} onClose={addWorker.close} />
      <AddJobDialog
        opened={addJobOpened}
        workers={assignableWorkers(workers.data ?? [])}
        preselectedWorkerId={ownJobWorkerId(user)}
        onClose={addJob.close}
      />
    </DashboardContext.Provider>
  );
}
