/** Vite's worker import of altcha's PBKDF2 solver (a same-origin file, so the pages' CSP needs no `blob:` workers). */
declare module 'altcha/workers/pbkdf2?worker' {
  const PbkdfWorker: new (options?: { name?: string }) => Worker;
  export default PbkdfWorker;
}
