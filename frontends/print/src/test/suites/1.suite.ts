import { runSuite } from '@repair-shop/test-suites';
import { COMPONENT_SUITES } from '../component-suites';

runSuite(__filename, COMPONENT_SUITES);
