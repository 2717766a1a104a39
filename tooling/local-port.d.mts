/** Types of tooling/local-port.mjs, for the server's tests and benches. */
export function localPort(span?: number): number;
