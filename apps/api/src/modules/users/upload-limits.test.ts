import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { IMAGE_MAX_BYTES } from '@beast/domain/constants/field-limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor, createCustomer } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Uploads over the limit, over a real socket (inject() hands the whole body over at once, so it cannot tell
 * whether the server read it): a declared Content-Length is refused before the body is sent, and a chunked
 * body is cut as soon as it passes the limit.
 */

let harness: TestApp;
let port: number;
let token: string;

beforeAll(async () => {
  harness = await createTestApp();
  token = await accessTokenFor(harness, (await createCustomer(harness)).id);
  await harness.app.listen({ port: 0, host: '127.0.0.1' });
  port = (harness.app.server.address() as AddressInfo).port;
});
afterAll(() => harness.close());

const MB = 1_000_000;
const BOUNDARY = 'beast-upload-boundary';

function requestHead(framing: string): string {
  return [
    'PUT /api/users/me/img HTTP/1.1',
    'Host: localhost',
    `Authorization: Bearer ${token}`,
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
    framing,
    '',
    '',
  ].join('\r\n');
}

const FILE_PART_HEAD =
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\n` +
  'Content-Type: image/png\r\n\r\n';

/** What the server answers on `socket`, and whether it closed the connection. */
function watch(socket: Socket) {
  const state = { answer: '', closed: false };
  socket.on('data', (data) => {
    state.answer += data.toString('latin1');
  });
  socket.on('close', () => {
    state.closed = true;
  });
  socket.on('error', () => {
    state.closed = true;
  });
  return state;
}

async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (!condition() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 10));
  return condition();
}

function expectTooBig(answer: string) {
  expect(answer).toMatch(/^HTTP\/1\.1 413 /);
  expect(answer.toLowerCase()).toContain('connection: close');
  expect(answer).toContain('"code":"IMAGE_TOO_BIG"');
}

describe('PUT /api/users/me/img over the limit, on a real connection', () => {
  it('answers 413 at once from a huge Content-Length, without waiting for the body, and hangs up', async () => {
    const socket = connect(port, '127.0.0.1');
    const state = watch(socket);
    const started = Date.now();
    socket.write(requestHead(`Content-Length: ${300 * MB}`));
    expect(await until(() => state.answer.includes('\r\n\r\n{'), 5000), 'an answer before any body byte').toBe(true);
    expect(Date.now() - started).toBeLessThan(5000);
    expectTooBig(state.answer);
    expect(await until(() => state.closed, 5000), 'the server closes the connection').toBe(true);
    socket.destroy();
  });

  /** Sends `start`, then a chunked body of up to four times the limit, as fast as the server takes it. */
  async function sendChunked(start: string, { stopAtAnswer }: { stopAtAnswer: boolean }) {
    const socket = connect(port, '127.0.0.1');
    const state = watch(socket);
    socket.write(requestHead('Transfer-Encoding: chunked'));
    const chunk = (data: Buffer | string) => {
      const bytes = Buffer.from(data);
      return socket.write(Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')]));
    };
    if (start) chunk(start);
    const planned = 4 * IMAGE_MAX_BYTES;
    const block = Buffer.alloc(MB, 0x61);
    let sent = 0;
    while (sent < planned && !state.closed && !(stopAtAnswer && state.answer)) {
      const flushed = chunk(block);
      sent += block.length;
      if (!flushed) {
        await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), until(() => state.closed, 2000)]);
      }
    }
    return { socket, state, sent, planned };
  }

  it.each([
    ['a file that grows past the limit', FILE_PART_HEAD],
    ['bytes that never reach a multipart boundary', ''],
  ])('answers 413 to a chunked body of %s as soon as it passes the limit, and hangs up', async (_, start) => {
    // A client that reads the answer while it sends, as browsers and curl do, stops there.
    const { socket, state, sent } = await sendChunked(start, { stopAtAnswer: true });
    const answered = await until(() => state.answer.includes('}'), 5000);
    expect(answered, `an answer (sent ${sent}, closed ${state.closed}, got ${JSON.stringify(state.answer)})`).toBe(
      true,
    );
    expectTooBig(state.answer);
    // Socket buffers on both sides hold a few megabytes more than the server read.
    expect(sent, 'bytes sent before the answer came').toBeLessThan(IMAGE_MAX_BYTES + 16 * MB);
    socket.end();
    expect(await until(() => state.closed, 5000), 'the connection is closed').toBe(true);
  });

  it('hangs up on a client that goes on sending after the answer', async () => {
    const { socket, state, sent, planned } = await sendChunked(FILE_PART_HEAD, { stopAtAnswer: false });
    expect(await until(() => state.closed, 5000), 'the server closes the connection').toBe(true);
    expect(sent).toBeLessThan(planned);
    expect(sent).toBeLessThan(IMAGE_MAX_BYTES + 16 * MB);
    socket.destroy();
  });
});
