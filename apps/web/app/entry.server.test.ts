import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleError } from './entry.server';
import { ApiError } from './lib/api/api-error';

describe('the log of a page that failed', () => {
  afterEach(() => vi.restoreAllMocks());
  const asked = () => ({ request: new Request('http://localhost:3000/en') });

  it('keeps the error of a loader', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    handleError(new ApiError(500, 'INTERNAL', 'Something went wrong.'), asked());
    handleError(new Error('a bug'), asked());
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('leaves out an API that said it is unavailable: the API logs its database outage once', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    handleError(
      new ApiError(503, 'SERVICE_UNAVAILABLE', 'This service is not available right now.', {}, true),
      asked(),
    );
    expect(log).not.toHaveBeenCalled();
  });
});
