/**
 * Module boundaries (issue 24), checked by `npm run lint`: a module under src/modules is used by the
 * others only through its index.ts (its Nest module, exported providers and public types), and no
 * import cycle joins module folders, for every module without exception. common/ and database/ sit
 * below the modules and are not cruised.
 *
 * The job aggregate is layered so that both hold: `jobs` (the core: the job's row, history, kept
 * figures and the one write path) imports none of its children; the children (payments, inventory,
 * intake, photos, device-locks, estimates, warranty, clients, client-messages, sms, reports, transfer,
 * tracking) import the core; `whole-jobs` (a job created, shown and deleted with its children) sits
 * above them, and printing above it. What a child adds to a write (the status SMS, a new job's labels)
 * it registers in the core's JobWriteHooks instead of being imported by the writer.
 */

const PUBLIC_API = '^src/modules/[^/]+/index\\.ts$';
const MODULE_FOLDER = '^src/modules/[^/]+/?$';
const INTERNALS_COMMENT =
  "Another module's internals: import it through its index.ts (src/modules/<module>), and export there what it may use.";
const CYCLE_COMMENT =
  'Module folders import each other in a cycle: move what both need below them (common/), or invert one dependency.';

/** Another module only through its index.ts. */
const internalsRule = {
  name: 'module-internals',
  comment: INTERNALS_COMMENT,
  severity: 'error',
  from: { path: '^src/modules/([^/]+)/' },
  to: { path: '^src/modules/[^/]+/.+', pathNot: ['^src/modules/$1/', PUBLIC_API] },
};

/** No cycle between module folders. */
const cycleRule = {
  name: 'no-module-cycle',
  comment: CYCLE_COMMENT,
  severity: 'error',
  scope: 'folder',
  from: { path: MODULE_FOLDER },
  to: { path: MODULE_FOLDER, circular: true },
};

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [internalsRule, cycleRule],
  options: {
    // Only the modules' imports of one another: common/ and database/ sit below every module.
    includeOnly: '^src/modules/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
  },
};
