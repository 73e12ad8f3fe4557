import { runSuite } from '../support/suites';

runSuite(__filename);
