/** B0: bare node:http returning a fixed small JSON (same body as /api/health). Usage: b0-hello.ts <port> */
import { createServer } from 'node:http';

const port = Number(process.argv[2]);
const body = JSON.stringify({ message: 'API is healthy.', code: 200, data: {} });

createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}).listen(port, '127.0.0.1');

process.on('SIGTERM', () => process.exit(0));
