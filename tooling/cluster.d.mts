/** Types of tooling/cluster.mjs (N server processes behind HAProxy), for the server's tests and benches. */
export interface Cluster {
  /** The load balancer's address. */
  url: string;
  /** Each server process's own address. */
  servers: string[];
  kill(i: number): Promise<void>;
  /** SIGTERM (the graceful stop); resolves with the exit code once the process has exited. */
  terminate(i: number): Promise<number | null>;
  restart(i: number): Promise<void>;
  stop(): Promise<void>;
}
export function startCluster(opts?: { processes?: number; port?: number; env?: NodeJS.ProcessEnv; stdio?: 'inherit' | 'ignore' }): Promise<Cluster>;
