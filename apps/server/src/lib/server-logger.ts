import type { FastifyServerOptions } from 'fastify';
import { prettyFactory } from 'pino-pretty';
import type { Config } from '../config';

type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

/** What the pretty log shows of a request: one line once it is answered (formatRequestLine). */
interface RequestSummary {
  [key: string]: unknown;
  method?: string;
  url?: string;
  statusCode: number;
}

/**
 * Lines the pretty log leaves out: Fastify's "incoming request" (its "request completed" says the same, with
 * the status and time) and its "Server listening at" lines (server.ts prints the addresses in its start-up block).
 */
function leftOutOfPrettyLog(args: unknown[]): boolean {
  const message = typeof args[0] === 'string' ? args[0] : args[1];
  return message === 'incoming request' || (typeof message === 'string' && message.startsWith('Server listening at '));
}

/** `GET /v1/weekoverzicht 200 12 ms` for Fastify's "request completed" and "request errored". */
function formatRequestLine(log: Record<string, unknown>, messageKey: string): string {
  const res = log.res as RequestSummary | undefined;
  const message = String(log[messageKey] ?? '');
  if (!res || (message !== 'request completed' && message !== 'request errored')) return message;
  const ms = typeof log.responseTime === 'number' ? ` ${Math.round(log.responseTime)} ms` : '';
  return `${res.method ?? ''} ${res.url ?? ''} ${res.statusCode}${ms}`;
}

/**
 * The server's logger. json: pino's JSON lines, every request logged when it comes in and when it is answered,
 * for a log collector. pretty: for a person at a terminal, one line per request with the time, method, path,
 * status and duration, formatted in this process and written synchronously (what is logged just before an
 * exit is not lost). Tests build the app with their own logger settings (none, mostly).
 */
export function serverLoggerOptions(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
  // Unset: stdout, for JSON through pino's own fast writer.
  destination?: { write: (text: string) => unknown },
  colorize = Boolean(process.stdout.isTTY),
): LoggerOptions {
  if (config.logFormat === 'json')
    return destination ? { level: config.logLevel, stream: destination } : { level: config.logLevel };
  const out = destination ?? process.stdout;
  const prettify = prettyFactory({
    colorize,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat: formatRequestLine,
  });
  return {
    level: config.logLevel,
    serializers: {
      // Fastify passes the reply, or (a request refused while closing) only { statusCode: 503 }.
      res: (reply): RequestSummary => ({
        method: reply.request?.method,
        url: reply.request?.url,
        statusCode: reply.statusCode,
      }),
    },
    hooks: {
      logMethod(args, method) {
        if (!leftOutOfPrettyLog(args)) method.apply(this, args);
      },
    },
    stream: { write: (line: string) => out.write(prettify(line)) },
  };
}
