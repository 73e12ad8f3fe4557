import { rolesWith, type StaffRole } from '@repair-shop/contracts';
import {
  bearer,
  createJob,
  createShop,
  expectStatus,
  staffLogin,
  startTestApp,
  type TestApp,
} from './support/test-app';
import { concretePath, listRoutes, type ApiRoute } from './support/routes';

/**
 * Which shop roles may use each shop route. Written out by hand, route by route: a new route fails
 * this test until someone decides who may use it. The routes name a permission of the contracts'
 * SHOP_PERMISSIONS (@Allow), the table the dashboard reads too, so what it offers is what this allows.
 */
const EVERY_ROLE: StaffRole[] = ['owner', 'manager', 'technician'];
const RUNS_THE_SHOP: StaffRole[] = ['owner', 'manager'];
const EXPECTED: Record<string, StaffRole[]> = {
  'GET /api/user/profile': EVERY_ROLE,
  'PUT /api/user/mark-welcome-seen': EVERY_ROLE,
  'POST /api/logout': EVERY_ROLE,
  'POST /api/business/register': ['owner'],
  'GET /api/business': EVERY_ROLE,
  'PUT /api/business': RUNS_THE_SHOP,
  'GET /api/business/sms': RUNS_THE_SHOP,
  'PUT /api/business/sms': RUNS_THE_SHOP,
  'GET /api/business/fiscal': RUNS_THE_SHOP,
  'PUT /api/business/fiscal': RUNS_THE_SHOP,
  'POST /api/business/fiscal/certificate': RUNS_THE_SHOP,
  'POST /api/business/fiscal/tcr': RUNS_THE_SHOP,
  'GET /api/business/fiscal/tills': RUNS_THE_SHOP,
  'DELETE /api/business/fiscal/tills/:stationId/key': RUNS_THE_SHOP,
  'GET /api/fiscal/tills': EVERY_ROLE,
  'GET /api/workers': EVERY_ROLE,
  'POST /api/workers': RUNS_THE_SHOP,
  'PATCH /api/workers/:id': RUNS_THE_SHOP,
  'POST /api/workers/:id/login': RUNS_THE_SHOP,
  'DELETE /api/workers/:id/login': RUNS_THE_SHOP,
  'POST /api/workers/:id/login/link': RUNS_THE_SHOP,
  'GET /api/jobs': EVERY_ROLE,
  'POST /api/jobs': EVERY_ROLE,
  'GET /api/jobs/counts': EVERY_ROLE,
  'GET /api/jobs/:id': EVERY_ROLE,
  'PATCH /api/jobs/:id': EVERY_ROLE,
  'PUT /api/jobs/:id/status': EVERY_ROLE,
  'DELETE /api/jobs/:id': ['owner'],
  'GET /api/audit-log': ['owner'],
  'POST /api/jobs/:id/messages': EVERY_ROLE,
  'GET /api/stats': RUNS_THE_SHOP,
  'GET /api/insights': RUNS_THE_SHOP,
  // Whoever adds a job sees what the shop's history predicts of it.
  'GET /api/insights/estimate': EVERY_ROLE,
  'GET /api/clients': RUNS_THE_SHOP,
  // Technicians take jobs at the counter: the new job dialog's suggestions carry no money.
  'GET /api/clients/suggestions': EVERY_ROLE,
  'GET /api/clients/:phoneKey': RUNS_THE_SHOP,
  'GET /api/clients/:phoneKey/jobs': RUNS_THE_SHOP,
  'POST /api/jobs/:id/payments': EVERY_ROLE,
  'POST /api/jobs/:id/parts': EVERY_ROLE,
  'DELETE /api/jobs/:id/parts/:lineId': EVERY_ROLE,
  'GET /api/parts': EVERY_ROLE,
  'POST /api/parts': RUNS_THE_SHOP,
  'PATCH /api/parts/:id': RUNS_THE_SHOP,
  // The same stock as parts: technicians pick and scan products, without their costs; the books are the owner's.
  'GET /api/products': EVERY_ROLE,
  'GET /api/products/lookup': EVERY_ROLE,
  'POST /api/products': RUNS_THE_SHOP,
  'PATCH /api/products/:id': RUNS_THE_SHOP,
  'DELETE /api/products/:id': RUNS_THE_SHOP,
  'POST /api/products/:id/defective/write-off': RUNS_THE_SHOP,
  'POST /api/products/:id/restore': RUNS_THE_SHOP,
  // Technicians see a phone's units (whether one is in stock), without their costs; keeping them is the owner's.
  'GET /api/products/:id/units': EVERY_ROLE,
  'POST /api/products/:id/units': RUNS_THE_SHOP,
  'PATCH /api/products/:id/units/:unitId': RUNS_THE_SHOP,
  // Counter sales: every role by the table (a technician only where the owner allows it: SALES_NOT_ALLOWED, not
  // the role's refusal); their returns give money back, the owner's and managers'.
  'POST /api/sales': EVERY_ROLE,
  'GET /api/sales': EVERY_ROLE,
  'GET /api/sales/:id': EVERY_ROLE,
  'POST /api/sales/:id/returns': RUNS_THE_SHOP,
  'GET /api/stock/movements': RUNS_THE_SHOP,
  'POST /api/stock/receipts': RUNS_THE_SHOP,
  'POST /api/stock/counts': RUNS_THE_SHOP,
  'GET /api/reports/day': RUNS_THE_SHOP,
  'GET /api/reports/profit': RUNS_THE_SHOP,
  'GET /api/export/jobs.csv': RUNS_THE_SHOP,
  'GET /api/export/payments.csv': RUNS_THE_SHOP,
  'GET /api/export/parts.csv': RUNS_THE_SHOP,
  'GET /api/export/jobs.xlsx': RUNS_THE_SHOP,
  'GET /api/export/stock-movements.csv': RUNS_THE_SHOP,
  'GET /api/export/stock-movements.xlsx': RUNS_THE_SHOP,
  'GET /api/export/cash-deposits.csv': RUNS_THE_SHOP,
  'GET /api/export/cash-deposits.xlsx': RUNS_THE_SHOP,
  'GET /api/export/sales.csv': RUNS_THE_SHOP,
  'GET /api/export/sales.xlsx': RUNS_THE_SHOP,
  'GET /api/export/clients.csv': RUNS_THE_SHOP,
  'GET /api/export/clients.xlsx': RUNS_THE_SHOP,
  'POST /api/imports/preview': RUNS_THE_SHOP,
  'POST /api/imports': RUNS_THE_SHOP,
  'GET /api/print-stations': EVERY_ROLE,
  'POST /api/print-stations': RUNS_THE_SHOP,
  'PATCH /api/print-stations/:id': RUNS_THE_SHOP,
  'POST /api/print-stations/:id/pairing': RUNS_THE_SHOP,
  'DELETE /api/print-stations/:id': RUNS_THE_SHOP,
  'POST /api/jobs/:id/print': EVERY_ROLE,
  'GET /api/jobs/:id/print-jobs': EVERY_ROLE,
  'POST /api/sales/:id/print': EVERY_ROLE,
  'GET /api/sales/:id/print-jobs': EVERY_ROLE,
  'GET /api/devices/:deviceId': EVERY_ROLE,
  'GET /api/clients/jobs': EVERY_ROLE,
  'POST /api/jobs/:id/estimates': EVERY_ROLE,
  'PUT /api/jobs/:id/intake': EVERY_ROLE,
  'POST /api/jobs/:id/signatures': EVERY_ROLE,
  'PUT /api/jobs/:id/device-lock': EVERY_ROLE,
  'DELETE /api/jobs/:id/device-lock': EVERY_ROLE,
  'POST /api/jobs/:id/device-lock/reveal': EVERY_ROLE,
  'GET /api/jobs/:id/photos': EVERY_ROLE,
  'POST /api/jobs/:id/photos': EVERY_ROLE,
  'DELETE /api/jobs/:id/photos/:photoId': RUNS_THE_SHOP,
  'GET /api/jobs/attention': EVERY_ROLE,
  'GET /api/jobs/:id/chat-drafts': EVERY_ROLE,
  'POST /api/jobs/:id/chat-opened': EVERY_ROLE,
  'POST /api/jobs/:id/reminder-sms': EVERY_ROLE,
  // The fiscal documents are read (and a receipt printed) by whoever takes the money.
  'PUT /api/workers/:id/login/operator-code': RUNS_THE_SHOP,
  'GET /api/jobs/:id/fiscal-documents': EVERY_ROLE,
  'GET /api/fiscal/pending': EVERY_ROLE,
  'POST /api/fiscal/documents/:id/prints': EVERY_ROLE,
  // The register's cash (its day-start balance, withdrawals) is counted by whoever takes the money.
  'POST /api/fiscal/cash-deposits': EVERY_ROLE,
  'GET /api/fiscal/cash-deposits': EVERY_ROLE,
};

const nameOf = (route: ApiRoute): string => `${route.method} ${route.path}`;

describe('role matrix: every shop route × every role', () => {
  let t: TestApp;
  const tokens = {} as Record<StaffRole, string>;
  let someId: string;

  beforeAll(async () => {
    t = await startTestApp();
    const shop = await createShop(t);
    tokens.owner = shop.token;
    someId = (await createJob(t, shop.token, shop.worker.id)).id;
    for (const role of ['manager', 'technician'] as const) {
      const worker = await t
        .http()
        .post('/api/workers')
        .set(bearer(shop.token))
        .send({ firstName: role, lastName: 'Staf', phoneNumber: '049 000 111' });
      expectStatus(worker, 201);
      tokens[role] = await staffLogin(t, shop.token, (worker.body as { worker: { id: string } }).worker.id, role);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('names every shop route, and only those', () => {
    const shopRoutes = listRoutes(t.app)
      .filter((route) => route.access === 'shop' || route.access === 'any')
      .map(nameOf);
    expect(shopRoutes.sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it('gives every shop route a permission of the shared table, whose roles are exactly these', () => {
    const declared = Object.fromEntries(
      listRoutes(t.app)
        .filter((route) => EXPECTED[nameOf(route)])
        .map((route) => [
          nameOf(route),
          route.permission ? [...rolesWith(route.permission)].sort() : 'no permission named',
        ]),
    );
    const expected = Object.fromEntries(Object.entries(EXPECTED).map(([route, roles]) => [route, [...roles].sort()]));
    expect(declared).toEqual(expected);
  });

  it.each(EVERY_ROLE)('answers 403 ROLE_FORBIDDEN to a %s exactly where the role is not allowed', async (role) => {
    // Logging out ends the session the other requests use: it goes last; deleting the job just before it.
    const lastOnes = ['DELETE /api/jobs/:id', 'POST /api/logout'];
    const routes = listRoutes(t.app)
      .filter((route) => EXPECTED[nameOf(route)])
      .sort((a, b) => lastOnes.indexOf(nameOf(a)) - lastOnes.indexOf(nameOf(b)));
    const outcome: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const route of routes) {
      const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
      const response = await t.http()[method](concretePath(route, someId)).set(bearer(tokens[role])).send({});
      // Allowed routes may still refuse the empty body (400) or the id (404): anything but the role check.
      const refusedForRole = response.status === 403 && (response.body as { code?: string }).code === 'ROLE_FORBIDDEN';
      outcome[nameOf(route)] = refusedForRole
        ? 'forbidden'
        : response.status >= 500 || response.status === 401
          ? `broken ${response.status}`
          : 'allowed';
      expected[nameOf(route)] = EXPECTED[nameOf(route)]?.includes(role) ? 'allowed' : 'forbidden';
    }
    expect(outcome).toEqual(expected);
  });
});
