/**
 * What the frontends' component tests share: a render inside the remotes' providers and the server's
 * answers as fixtures. Imported as '@repair-shop/web/testing' by spec files only, never by a bundle.
 */
export * from './component-suites';
export * from './fake-fetch';
export * from './fixtures';
export * from './render';
export * from './shop-time';
