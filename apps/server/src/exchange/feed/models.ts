/** The feed simulator's sport models; see models/ (one file per sport) for what each model assumes. */
export * from './models/index';
