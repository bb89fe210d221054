import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import { redactText, redactValue, safeErrorMessage, serializeError, serializeRequest } from './log-redaction';
import { readableLogStream } from './readable-log';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * The shop's logger: JSON lines in production (for a log pipeline), readable lines in demo mode. Every line
 * is redacted (lib/log-redaction.ts).
 */
export function loggerOptions(config: Pick<Config, 'mode' | 'logLevel'>, destination?: NodeJS.WritableStream) {
  const stream = config.mode === 'demo' ? readableLogStream(destination) : destination;
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
  };
  return options;
}
