export const CLIENT_ADDRESS_HEADER: 'x-client-address';
