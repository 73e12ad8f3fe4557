import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { renderStandalone } from '@repair-shop/web';
import App from './App';

// Only when the remote is opened on its own; inside the shell, the shell renders ./App.
void renderStandalone(App);
