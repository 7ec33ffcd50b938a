// The request header that carries the client's address from scripts/server/server.mjs to the
// app (src/server/http/client-address.ts) and to the tests that stand in for a client.
export const CLIENT_ADDRESS_HEADER = 'x-client-address';
