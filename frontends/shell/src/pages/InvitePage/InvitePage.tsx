import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { STAFF_ROLE_LABELS, type InvitationAcceptRequest } from '@repair-shop/contracts';
import {
  AuthCard,
  NEW_PASSWORD_RULES,
  TEXTS,
  apiErrorDetail,
  errorText,
  notifyError,
  shopApi,
  useStartSession,
  showRefusalUnderField,
} from '@repair-shop/web';
import { EMPTY_NEW_PASSWORD, NewPasswordFields } from '../../components/NewPasswordFields/NewPasswordFields';

/**
 * /invite/:token, the link the shop's owner sent: whose account and which shop, then the password the
 * worker chooses; accepting logs them in.
 */
export default function InvitePage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const form = useForm({ mode: 'controlled', initialValues: EMPTY_NEW_PASSWORD, validate: NEW_PASSWORD_RULES });

  const accept = useMutation({
    mutationFn: (body: InvitationAcceptRequest) => shopApi.acceptInvitation(body),
    meta: { session: 'none' },
    onSuccess: (answer) => {
      startSession(answer.access_token, answer.user);
      navigate('/dashboard');
    },
    onError: (error) => {
      if (!showRefusalUnderField(form, error)) notifyError(errorText(apiErrorDetail(error), TEXTS.invitationFailed));
    },
  });
  // Accepting spends the link, and starting the session empties the cache: the invitation is not asked for
  // again (the server would refuse the spent link with a 400) while the dashboard opens.
  const invitation = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => shopApi.invitation(token),
    retry: false,
    meta: { session: 'none' },
    enabled: accept.isIdle || accept.isError,
  });

  const submit = form.onSubmit(({ password }) => accept.mutate({ token, password }));

  if (accept.isSuccess) {
    return (
      <AuthCard title="Ftesë për në Servisi">
        <Center py="md">
          <Loader aria-label="Duke hyrë" />
        </Center>
      </AuthCard>
    );
  }
  if (invitation.isPending) {
    return (
      <AuthCard title="Ftesë për në Servisi">
        <Center py="md">
          <Loader aria-label="Duke ngarkuar ftesën" />
        </Center>
      </AuthCard>
    );
  }
  if (invitation.isError) {
    return (
      <AuthCard title="Ftesë për në Servisi">
        <Stack gap="sm">
          <Alert color="red">{errorText(apiErrorDetail(invitation.error), TEXTS.invitationFailed)}</Alert>
          <Button component={Link} to="/login" variant="light">
            Shko te hyrja
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  const { firstName, businessName, role, email } = invitation.data;
  return (
    <AuthCard title={`Mirë se vini, ${firstName}!`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            Jeni ftuar si <b>{STAFF_ROLE_LABELS[role].toLowerCase()}</b> në <b>{businessName}</b>. Zgjidhni një
            fjalëkalim për llogarinë <b>{email}</b>.
          </Text>
          <NewPasswordFields inputProps={form.getInputProps} />
          <Button type="submit" loading={accept.isPending || accept.isSuccess} fullWidth>
            Ruaj dhe hyr
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
