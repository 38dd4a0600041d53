// The text a wallet signs to sign in (EIP-4361, "Sign-In with Ethereum", in its plain form): it
// names the site's domain, so a signature asked for by another site cannot sign in here, and the
// gateway's single-use nonce, so a signature cannot be replayed.
export interface WalletMessageInput {
  readonly domain: string;
  readonly origin: string;
  readonly address: string;
  readonly nonce: string;
  readonly issuedAt: number;
  readonly expiresAt: number;
}

export function walletMessage({ domain, origin, address, nonce, issuedAt, expiresAt }: WalletMessageInput): string {
  return [
    `${domain} wants you to sign in with your Ethereum account:`,
    address,
    '',
    'Sign in to OpenEx. This request costs nothing and sends no transaction.',
    '',
    `URI: ${origin}`,
    'Version: 1',
    'Chain ID: 1',
    `Nonce: ${nonce}`,
    `Issued At: ${new Date(issuedAt).toISOString()}`,
    `Expiration Time: ${new Date(expiresAt).toISOString()}`,
  ].join('\n');
}
