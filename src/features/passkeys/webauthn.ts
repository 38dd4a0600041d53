// The browser's passkey prompts. @simplewebauthn/browser is loaded only when a prompt is about to
// open (a security-settings or sign-in button), never with a trading page. Answers leave as JSON
// text for the gateway and are kept nowhere: the private key never leaves the authenticator.
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { type PromptFailure, promptFailure } from '../../core/passkeys/promptFailure';

export class PromptError extends Error {
  constructor(readonly reason: PromptFailure) {
    super(`passkey prompt: ${reason}`);
  }
}

/** Whether this browser has WebAuthn at all, known without loading the library. */
export const webAuthnAvailable = (): boolean => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

async function library() {
  if (!webAuthnAvailable()) throw new PromptError('unsupported');
  try {
    return await import('@simplewebauthn/browser');
  } catch {
    throw new PromptError('failed');
  }
}

async function prompt<T>(run: () => Promise<T>): Promise<string> {
  try {
    return JSON.stringify(await run());
  } catch (error) {
    throw new PromptError(promptFailure(error as { name?: unknown; code?: unknown }));
  }
}

export async function createPasskey(optionsJSON: PublicKeyCredentialCreationOptionsJSON): Promise<string> {
  const { startRegistration } = await library();
  return prompt(() => startRegistration({ optionsJSON }));
}

export async function assertPasskey(optionsJSON: PublicKeyCredentialRequestOptionsJSON): Promise<string> {
  const { startAuthentication } = await library();
  return prompt(() => startAuthentication({ optionsJSON }));
}
