// @ts-check
/**
 * Writes dist/api-schemas.json: a JSON Schema of every request and answer type of the API, read from
 * the same TypeScript the backend and the frontends compile against. The backend's OpenAPI document
 * takes its answers' schemas from it, so the documentation cannot drift from the contract.
 */
const { createGenerator } = require('ts-json-schema-generator');
const { writeFileSync } = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..');
const schema = createGenerator({
  path: path.join(
    root,
    'src/{api,sms,staff,payments,inventory,products,sales,stock,reports,print-stations,intake,warranty,device-ids,estimates,device-locks,photos,clients,client-messages,transfer,audit-log,fiscal/fiscal-profile,fiscal/fiscal-documents,fiscal/cash-deposits,fiscal/kosovo-till,insights}.ts',
  ),
  tsconfig: path.join(root, 'tsconfig.json'),
  type: '*',
  expose: 'export',
  skipTypeCheck: true,
}).createSchema('*');

// Types only (the generator also lists exported functions), named as OpenAPI components.
const schemas = Object.fromEntries(
  Object.entries(schema.definitions ?? {})
    .filter(([name, definition]) => /^[A-Z]/.test(name) && typeof definition === 'object')
    .map(([name, definition]) => [
      name,
      JSON.parse(JSON.stringify(definition).replaceAll('#/definitions/', '#/components/schemas/')),
    ]),
);
writeFileSync(path.join(root, 'dist', 'api-schemas.json'), `${JSON.stringify(schemas, null, 2)}\n`);
