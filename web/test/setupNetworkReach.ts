// Whether reads get through is module state (lib/networkReach.ts): each test starts with the network
// answering, whatever the test before it in the file left.
import { noteReach } from '../src/lib/networkReach';

beforeEach(() => noteReach(true));
