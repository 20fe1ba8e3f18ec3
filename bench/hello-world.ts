/**
 * The yardstick of `npm run bench -- server`: a bare Fastify answering `{ hello: 'world' }`,
 * run as a process of its own, so Cadence's figures read as a share of what Fastify alone
 * does on this machine at this moment. No logger, as Cadence runs with LOG_LEVEL warn.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const address = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`listening on ${address}`);
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
