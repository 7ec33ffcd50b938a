export const CLIENT_ADDRESS_HEADER: 'x-client-address';
export const CLIENT_ADDRESS_SIGNATURE_HEADER: 'x-client-address-signature';
export function makeAddressSecret(): Buffer;
export function addressSecret(): Buffer | undefined;
export function signAddress(address: string, secret?: Buffer): string;
export function verifiedAddress(
  address: unknown,
  signature: unknown,
  secret?: Buffer,
): string | undefined;
