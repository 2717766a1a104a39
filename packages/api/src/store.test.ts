import { describe, expect, it } from 'vitest';
import { createStore } from './store';
import { loggedIn, loggedOut } from './session';
import { toApiError, storageUrl } from './baseQuery';

describe('store', () => {
  it('logs in and out without looping, dropping the cache on logout', () => {
    const store = createStore();
    store.dispatch(loggedIn({ token: 't'.repeat(43), remote_id: 7, username: 'player0001', exchange: [{ token: 'x' }] }));
    expect(store.getState().session).toMatchObject({ remoteId: 7, username: 'player0001' });
    expect(() => store.dispatch(loggedOut())).not.toThrow();
    expect(store.getState().session.token).toBeNull();
  });
});

describe('errors and storage paths', () => {
  it('exposes the server message and field errors, and nothing for a network failure', () => {
    expect(toApiError({ status: 422, data: { message: 'Bad', errors: { username: ['Taken'] } } })).toMatchObject({
      status: 422,
      message: 'Bad',
      errors: { username: ['Taken'] },
    });
    expect(toApiError({ status: 'FETCH_ERROR', error: 'offline' })).toEqual({ status: null, message: null, errors: {} });
  });
  it('builds /storage URLs', () => {
    expect(storageUrl('images/logo.svg')).toBe('/storage/images/logo.svg');
    expect(storageUrl('/storage/images/logo.svg')).toBe('/storage/images/logo.svg');
    expect(storageUrl('https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
    expect(storageUrl(null)).toBe('');
  });
});
