import { describe, expect, it } from 'vitest';
import { authorizeUrl, readReturn, readStarted, type StartedSignIn } from './redirect';

const started: StartedSignIn = { provider: 'google', state: 'state-aaaaaaaaaaaaaaaa', nonce: 'nonce-bbbbbbbbbbbbbbbb', redirect: '/assets' };
const code = 'code-cccccccccccccccccccc';

describe('third-party redirect', () => {
  it('opens the simulated provider with state, nonce and the app\'s own return path', () => {
    const url = new URL(authorizeUrl(started), 'https://openex.test');
    expect(url.pathname).toBe('/__provider/google/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({ state: started.state, nonce: started.nonce, redirect_uri: '/login/third/google' });
  });

  it('reads the code when the state is the one this tab saved', () => {
    expect(readReturn('google', `#code=${code}&state=${started.state}`, started)).toEqual({ kind: 'code', code, nonce: started.nonce, redirect: '/assets' });
  });

  it('refuses another state, another provider, nothing saved, or no code', () => {
    expect(readReturn('google', `#code=${code}&state=state-zzzzzzzzzzzzzzzz`, started).kind).toBe('mismatch');
    expect(readReturn('apple', `#code=${code}&state=${started.state}`, started).kind).toBe('mismatch');
    expect(readReturn('google', `#code=${code}&state=${started.state}`, null).kind).toBe('mismatch');
    expect(readReturn('google', `#state=${started.state}`, started).kind).toBe('mismatch');
    expect(readReturn('google', `#code=%E0%A4%A&state=${started.state}`, started).kind).toBe('mismatch');
  });

  it('says cancelled when the user went back from the consent page', () => {
    expect(readReturn('google', `#error=access_denied&state=${started.state}`, started).kind).toBe('cancelled');
  });

  it('reads only a well-formed saved record', () => {
    expect(readStarted(JSON.stringify(started))).toEqual(started);
    expect(readStarted('{"provider":"evil"}')).toBeNull();
    expect(readStarted('not json')).toBeNull();
    expect(readStarted(null)).toBeNull();
  });
});
