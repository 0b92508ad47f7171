// Every web test speaks English unless it says otherwise: the catalog is active before the tests.
import { activateLocale } from '../src/lib/i18n/i18n';

beforeAll(() => activateLocale('en'));
