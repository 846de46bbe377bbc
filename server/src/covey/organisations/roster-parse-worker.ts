/** The roster CSV worker thread (decision 0038): parses and checks a large roster off the event loop. */
import { serveJobs } from '../../util/worker-queue.js';
import { parseRoster } from './roster-import.js';
import type { RosterParseJob } from './roster-parse.js';

serveJobs(({ data, mapping }: RosterParseJob) => parseRoster(Buffer.from(data.buffer, data.byteOffset, data.byteLength), mapping));
