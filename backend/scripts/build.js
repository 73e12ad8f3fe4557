// @ts-check
/**
 * Compiles the backend as `tsc -p tsconfig.build.json` does, with the @nestjs/swagger compiler plugin:
 * it reads the DTOs' types and class-validator rules into the OpenAPI document, so the API's
 * documentation comes from the same code that validates requests instead of being written twice.
 */
const ts = require('typescript');
const path = require('node:path');
const { before: swaggerPlugin } = require('@nestjs/swagger/plugin');
const { SWAGGER_PLUGIN_OPTIONS } = require('./swagger-plugin-options');

const configPath = path.join(__dirname, '..', 'tsconfig.build.json');
const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (diagnostic) => report([diagnostic]) };
const parsed = ts.getParsedCommandLineOfConfigFile(configPath, {}, host);
if (!parsed) process.exit(1);
const program = ts.createProgram(parsed.fileNames, parsed.options);
const emitted = program.emit(undefined, undefined, undefined, false, {
  before: [swaggerPlugin(SWAGGER_PLUGIN_OPTIONS, program)],
});
const diagnostics = [...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics];
report(diagnostics);
if (diagnostics.some((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error) || emitted.emitSkipped)
  process.exit(1);

/** @param {readonly import('typescript').Diagnostic[]} list */
function report(list) {
  if (list.length === 0) return;
  process.stderr.write(
    ts.formatDiagnosticsWithColorAndContext(list, {
      getCanonicalFileName: (name) => name,
      getCurrentDirectory: ts.sys.getCurrentDirectory,
      getNewLine: () => ts.sys.newLine,
    }),
  );
}
