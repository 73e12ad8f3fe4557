// @ts-check

/**
 * The global variable a remote's remoteEntry.js defines. Prefixed, because a remote named "print"
 * would otherwise be window.print: the runtime would mistake the browser's function for the remote.
 * The shell registers each remote with this same name (see its remote-registry.ts).
 * @param {string} name
 */
function remoteGlobalName(name) {
  return `__mf_remote_${name}`;
}

module.exports = { remoteGlobalName };
