import { describe, expect, it } from 'vitest';
import { readableLogLine } from './readable-log';

describe('readable log lines (demo mode)', () => {
  it('turns a warning with an error into one line with its request id', () => {
    const json = JSON.stringify({
      level: 40,
      time: 1,
      pid: 2,
      hostname: 'h',
      reqId: 'abc',
      err: { type: 'Error', message: 'connect ECONNREFUSED', stack: 'Error: x\n  at y' },
      msg: 'payment sweep failed',
    });
    expect(readableLogLine(json)).toBe('[shop] warn  payment sweep failed: connect ECONNREFUSED (request abc)');
  });

  it('keeps the stack of an error, indented, below its line', () => {
    const json = JSON.stringify({
      level: 50,
      err: { message: 'boom', stack: 'Error: boom\n  at f' },
      msg: 'unexpected error',
    });
    expect(readableLogLine(json)).toBe('[shop] error unexpected error: boom\n    Error: boom\n      at f');
  });

  it('shows a request as method, path, status and time', () => {
    const json = JSON.stringify({ level: 20, req: { method: 'GET', url: '/en' }, msg: 'incoming request' });
    expect(readableLogLine(json)).toBe('[shop] debug incoming request GET /en');
    const done = JSON.stringify({ level: 20, res: { statusCode: 200 }, responseTime: 3.4, msg: 'request completed' });
    expect(readableLogLine(done)).toBe('[shop] debug request completed → 200 in 3 ms');
  });

  it('passes anything that is not JSON through', () => {
    expect(readableLogLine('plain text')).toBe('plain text');
  });
});
