/**
 * B3: Fastify alone (same version and reply serializer as the record store, no hooks, no logging)
 * answering the health body: how much of `/api/health`'s cost is the framework itself.
 * Usage: b3-fastify.ts <port>
 */
import Fastify from 'fastify';

const port = Number(process.argv[2]);
const server = Fastify({ logger: false });
server.get('/', async () => ({ message: 'API is healthy.', code: 200, data: {} }));
await server.listen({ host: '127.0.0.1', port });

process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
