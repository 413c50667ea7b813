/**
 * What the statements in worker/db/* need of a database: preparing and batching. Both the binding
 * (D1Database) and a read-replication session (D1DatabaseSession, docs/decisions/0025) have it.
 */
export type Db = Pick<D1Database, "prepare" | "batch">;
