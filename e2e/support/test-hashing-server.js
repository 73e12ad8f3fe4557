// @ts-check
/**
 * The product as `npm start` runs it (the backend's dist/main.js), with argon2 at the tests' least cost. The browser
 * tests log in and register some 300 times; at the product's cost (checked by the backend's password-hasher.spec.ts)
 * each hash is ~190 ms of processor, an eighth of the suite. Tests of the product's own start, stop, crash, restore
 * and fleet run dist/main.js itself.
 */
const { startOrExit } = require('@repair-shop/backend');
const { TEST_PASSWORD_HASH_COST } = require('@repair-shop/backend/password-hash-cost');

startOrExit({ passwordHashCost: TEST_PASSWORD_HASH_COST });
