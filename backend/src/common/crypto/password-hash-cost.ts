/** argon2id's cost: memory in KiB, passes, lanes. */
export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** argon2's own defaults, which the product uses (64 MiB, 3 passes, 4 lanes). */
export const PRODUCT_PASSWORD_HASH_COST: PasswordHashCost = { memoryCost: 65536, timeCost: 3, parallelism: 4 };

/**
 * argon2id at its least cost, for the tests (their AppOptions): they check what passwords do, not what hashing costs
 * (password-hasher.spec.ts checks the product's); at 64 MiB a hash is ~190 ms of processor, most of a login's.
 */
export const TEST_PASSWORD_HASH_COST: PasswordHashCost = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

/** Injection token of the cost; only the tests' AppOptions set another (never the environment). */
export const PASSWORD_HASH_COST = Symbol('PASSWORD_HASH_COST');
