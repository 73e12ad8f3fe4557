// @ts-check
/** The @nestjs/swagger compiler plugin's options, for the build (build.js) and the tests (jest.config.js). */
exports.SWAGGER_PLUGIN_OPTIONS = {
  classValidatorShim: true,
  introspectComments: true,
  dtoFileNameSuffix: ['.dto.ts'],
};
