// Prisma 6 configuration used by schema-sql.js. A diff between datamodels reads no database, but
// Prisma 6's WebAssembly engine wants a driver adapter to start: this one answers every query empty.
const offline = async (query) => {
  if (process.env.GREFFIER_DIFF_DEBUG) process.stderr.write(`offline adapter: ${JSON.stringify(query)}\n`);
  return { columnNames: [], columnTypes: [], rows: [] };
};
const adapter = {
  provider: 'postgres',
  adapterName: 'greffier-offline',
  queryRaw: offline,
  executeRaw: async () => 0,
  executeScript: async () => undefined,
  startTransaction: async () => {
    throw new Error('no transaction in an offline diff');
  },
  getConnectionInfo: () => ({ schemaName: 'public', supportsRelationJoins: true }),
  dispose: async () => undefined,
};
module.exports = {
  experimental: { adapter: true },
  engine: 'js',
  schema: process.env.GREFFIER_DIFF_SCHEMA,
  adapter: async () => ({
    provider: 'postgres',
    adapterName: 'greffier-offline',
    connect: async () => adapter,
    connectToShadowDb: async () => adapter,
  }),
};
