/** argon2id's cost: memory in KiB, passes, lanes. */
export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** argon2's own defaults, which the product uses (64 MiB, 3 passes, 4 lanes). */
export const PRODUCT_PASSWORD_HASH_COST: PasswordHashCost = { memoryCost: 65536, timeCost: 3, parallelism: 4 };

/** Injection token of the cost; only the tests' AppOptions set another (never the environment). */
export const PASSWORD_HASH_COST = Symbol('PASSWORD_HASH_COST');
