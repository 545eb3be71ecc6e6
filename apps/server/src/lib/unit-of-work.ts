/**
 * How a service runs writes that belong together: `transaction(work)` gives `work` the same
 * repositories bound to one transaction. Services get it from the composition root, so they
 * never touch the database themselves.
 */
export type TransactionRunner<R> = <T>(work: (repos: R) => Promise<T>) => Promise<T>;
