import type { Response } from 'superagent';
import type { Test } from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { committedContract, OpenApiResponseContract } from './openapi-response-contract';

const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'del', 'head', 'options']);

type AssertCallback = (error: Error | null, res: Response | undefined) => void;

/** supertest's Test runs its assertions in `assert` once the answer is in; it is not in its published types. */
interface AssertingTest {
  method: string;
  url: string;
  assert(resError: Error | null, res: Response | undefined, fn?: AssertCallback): void;
}

function contractError(problem: string, madeAt: string): Error {
  const error = new Error(problem);
  error.stack = `Error: ${problem}\n${madeAt}`;
  return error;
}

/**
 * After a test's own expectations (so a wrong status still reads as a wrong status), the answer is checked against
 * the contract; a mismatch fails the request's promise with the contract's sentence.
 */
function checkAfterAssertions(test: Test, contract: OpenApiResponseContract): Test {
  const asserting = test as unknown as AssertingTest;
  // Where the test made the request: the failure points there, not into supertest's callbacks.
  const madeAt = (new Error().stack ?? '').split('\n').slice(3).join('\n');
  const assertExpectations = asserting.assert.bind(test);
  asserting.assert = (resError, res, fn) =>
    assertExpectations(resError, res, (error, response) => {
      const problem =
        !error && response
          ? contract.check({
              method: asserting.method,
              path: new URL(asserting.url).pathname,
              status: response.status,
              contentType: response.headers['content-type'],
              body: response.body,
            })
          : null;
      fn?.call(test, problem ? contractError(problem, madeAt) : error, response);
    });
  return test;
}

/** The same agent, with every request it makes checked against openapi/openapi.json. */
export function contractCheckedAgent(
  agent: TestAgent,
  contract: OpenApiResponseContract = committedContract(),
): TestAgent {
  return new Proxy(agent, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof property !== 'string' || !HTTP_METHODS.has(property) || typeof value !== 'function') return value;
      return (...args: unknown[]) =>
        checkAfterAssertions((value as (...a: unknown[]) => Test).apply(target, args), contract);
    },
  });
}
