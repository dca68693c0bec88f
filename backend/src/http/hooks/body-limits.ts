import type { FastifyInstance } from 'fastify';
import { ValidationProblem } from '../../common/errors/domain-errors';
import { findLoneSurrogate, loneSurrogateProblem } from '../../common/lone-surrogates';

/** Deepest nesting of arrays and objects a JSON body may have; class-validator recurses and overflows far deeper. */
export const MAX_BODY_DEPTH = 32;
/** Longest list any body may hold (DTOs set tighter limits, e.g. 100 cart lines, checked before their elements). */
export const MAX_BODY_ARRAY_LENGTH = 1000;
/** Values (of any kind) a body may hold in all: bounds the work of transforming and validating one request. */
export const MAX_BODY_VALUES = 10_000;

/**
 * Measures a parsed JSON body without recursion (so hostile nesting cannot overflow the stack) and names the first
 * limit it breaks, or returns undefined.
 */
export function findBodyLimitProblem(body: unknown): string | undefined {
  const pending: Array<{ value: unknown; depth: number }> = [{ value: body, depth: 0 }];
  let values = 0;
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, depth } = next;
    if (++values > MAX_BODY_VALUES) return `The request body holds too many values (at most ${MAX_BODY_VALUES}).`;
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) return `The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels).`;
    const children = Array.isArray(value) ? value : Object.values(value);
    if (Array.isArray(value) && value.length > MAX_BODY_ARRAY_LENGTH)
      return `A list in the request body is too long (at most ${MAX_BODY_ARRAY_LENGTH} elements).`;
    for (const child of children) pending.push({ value: child, depth: depth + 1 });
  }
  return undefined;
}

/** The first problem of a parsed body: a limit it breaks, then a string that is not valid Unicode; or undefined. */
export function findBodyProblem(body: unknown): string | undefined {
  const limit = typeof body === 'object' ? findBodyLimitProblem(body) : undefined;
  if (limit) return limit;
  const field = findLoneSurrogate(body);
  return field === undefined ? undefined : loneSurrogateProblem(field);
}

/**
 * Every route, present and future: a body over the limits, or with a lone UTF-16 surrogate in any string, is a 400
 * before Nest transforms or validates anything, so no request can stall the process, overflow its stack or make a
 * validator throw.
 */
export function registerBodyLimits(fastify: FastifyInstance): void {
  // A callback hook: GETs have no body and pass straight through without the promise an async hook would cost.
  fastify.addHook('preValidation', (request, _reply, done) => {
    if (
      request.body === undefined ||
      request.body === null ||
      (typeof request.body !== 'object' && typeof request.body !== 'string')
    ) {
      done();
      return;
    }
    const problem = findBodyProblem(request.body);
    done(problem ? new ValidationProblem(problem) : undefined);
  });
}
