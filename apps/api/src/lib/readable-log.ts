import { Writable } from 'node:stream';

/** pino's numeric levels, as words. */
const LEVELS: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };

interface LogRecord {
  level?: number;
  msg?: string;
  reqId?: string;
  err?: { type?: string; message?: string; stack?: string };
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

/**
 * One log record (pino's JSON line) as a line a person reads in a terminal:
 * `[shop] warn  payment sweep failed: connect ECONNREFUSED (request 5f3…)`. Errors keep their stack
 * below the line at error level and above; anything that is not JSON passes through unchanged.
 */
export function readableLogLine(json: string): string {
  let record: LogRecord;
  try {
    record = JSON.parse(json) as LogRecord;
  } catch {
    return json;
  }
  const level = LEVELS[record.level ?? 30] ?? 'info';
  const parts = [`[shop] ${level.padEnd(5)} ${record.msg ?? ''}`.trimEnd()];
  if (record.req?.method) parts.push(`${record.req.method} ${record.req.url ?? ''}`);
  if (record.res?.statusCode) parts.push(`→ ${record.res.statusCode} in ${Math.round(record.responseTime ?? 0)} ms`);
  if (record.err?.message) parts.push(`: ${record.err.message}`);
  if (record.reqId) parts.push(`(request ${record.reqId})`);
  const line = parts.join(' ').replace(' : ', ': ');
  const stack = (record.level ?? 0) >= 50 && record.err?.stack ? `\n${indent(record.err.stack)}` : '';
  return `${line}${stack}`;
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}

/** A destination for pino that writes readable lines (demo mode) instead of JSON (production). */
export function readableLogStream(out: NodeJS.WritableStream = process.stdout): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const json of chunk.toString('utf8').split('\n')) if (json.trim()) out.write(`${readableLogLine(json)}\n`);
      done();
    },
  });
}
