import { AsyncLocalStorage } from 'node:async_hooks';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
  HookHandlerDoneFunction,
} from 'fastify';
import type { Config } from '../config';
import { redactText, redactValue, safeErrorMessage, serializeError, serializeRequest } from './log-redaction';
import { readableLogStream } from './readable-log';
import { batchedLogStream } from './request-log';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** The request being answered, for lines logged outside its own logger (`app.log` deep in a service). */
const currentRequest = new AsyncLocalStorage<{ id: string }>();

/** The label Fastify gives a request's lines (its default), and that every other line of the request gets too. */
const REQUEST_ID_KEY = 'reqId';

/**
 * Every line logged while a request is answered carries its id: `request.log` has it bound, and a line
 * logged through `app.log` (a service, the payment adapter) gets it from the request it runs in.
 */
export function trackRequestInLogs(app: FastifyInstance): void {
  const enter = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) =>
    currentRequest.run({ id: request.id }, done);
  app.addHook('onRequest', enter);
  // Reading the body continues in the connection's context; the rest of the request goes on from here.
  app.addHook('preValidation', enter);
}

/** A child logger made by Fastify for a request has the id in its bindings already. */
function hasRequestId(logger: unknown): boolean {
  const bindings = (logger as { bindings?: () => Record<string, unknown> }).bindings?.();
  return bindings !== undefined && REQUEST_ID_KEY in bindings;
}

/**
 * The shop's logger: JSON lines in production (for a log pipeline), readable lines in demo mode. Every line
 * is redacted (lib/log-redaction.ts) and carries the id of the request it was logged in.
 */
export function loggerOptions(config: Pick<Config, 'mode' | 'logLevel'>, destination?: NodeJS.WritableStream) {
  // Production's JSON lines are written in batches, one write per turn of the event loop (decision 11).
  const stream = config.mode === 'demo' ? readableLogStream(destination) : batchedLogStream(destination);
  const options: LoggerOptions = {
    level: config.logLevel,
    ...(stream && { stream }),
    serializers: {
      err: (error) => serializeError(error) as { type: string; message: string; stack: string },
      req: serializeRequest,
    },
    formatters: {
      // Whatever a line carries besides the request, the response and the error (which have serializers).
      log: (object) =>
        Object.fromEntries(
          Object.entries(object).map(([key, value]) => [
            key,
            key === 'req' || key === 'res' || key === 'err' ? value : redactValue(value),
          ]),
        ),
    },
    hooks: {
      logMethod(args, method) {
        const [first, ...rest] = args as unknown[];
        // `log.error(error)` and `log.error({ err })` would take the error's own message as the line's message.
        const error = first instanceof Error ? first : (first as { err?: unknown } | undefined)?.err;
        const merge = first instanceof Error ? { err: first } : first;
        const messages = rest.map((each) => (typeof each === 'string' ? redactText(each) : each));
        if (error instanceof Error && (messages.length === 0 || rest[0] === error.message)) {
          messages[0] = safeErrorMessage(error);
        }
        if (typeof first === 'string') return method.apply(this, [redactText(first), ...messages] as never);
        return method.apply(this, [merge, ...messages] as never);
      },
    },
    mixin: (_object, _level, logger) => {
      const request = currentRequest.getStore();
      return request && !hasRequestId(logger) ? { [REQUEST_ID_KEY]: request.id } : {};
    },
  };
  return options;
}
