import { runSuite } from '@repair-shop/test-suites';
import { HTTP_SUITES } from '../support/suites';

runSuite(__filename, HTTP_SUITES);
