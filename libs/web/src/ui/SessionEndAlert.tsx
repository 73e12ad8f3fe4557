import { Alert } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { sessionEndText } from '../session/session-end';

/** On a login page reached because the server ended the session: why it ended. */
export function SessionEndAlert() {
  const { state } = useLocation();
  const text = sessionEndText(state);
  if (!text) return null;
  return (
    <Alert color="orange" variant="light" role="alert" title="Seanca përfundoi">
      {text}
    </Alert>
  );
}
