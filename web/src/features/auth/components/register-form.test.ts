import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS } from '@/lib/api-client';
import { registerFailureMessage } from './register-form';

describe('register form message', () => {
  it("when the call throws with no message, then the form reads 'Registration failed. Please try again.'", () => {
    expect(registerFailureMessage(new ApiError(500, ''))).toBe(
      'Registration failed. Please try again.',
    );
    expect(
      registerFailureMessage(
        new ApiError(NETWORK_ERROR_STATUS, 'Network error. Please check your connection.'),
      ),
    ).toBe('Registration failed. Please try again.');
    expect(registerFailureMessage(new Error('boom'))).toBe(
      'Registration failed. Please try again.',
    );
  });

  it('when the server gives a message, then the form shows it', () => {
    expect(registerFailureMessage(new ApiError(403, 'Registration is currently closed.'))).toBe(
      'Registration is currently closed.',
    );
  });
});
